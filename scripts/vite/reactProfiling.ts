import type { UserConfig } from 'vite';

/**
 * `VITE_PROFILE_REACT=1`: a build with React's profiling build, unminified (the console's, and the
 * floors' of `bench:ui --profile-react`), whose root is under a <Profiler>, so a Chromium trace has
 * React's "Scheduler ⚛" and "Components ⚛" tracks with every pass and component by name (issue 27).
 */
export const profileReact = Boolean(process.env.VITE_PROFILE_REACT);

/** The resolve options of such a build: react-dom/client is React's profiling build. */
export const reactProfilingResolve = (): UserConfig['resolve'] =>
  profileReact ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } : {};
