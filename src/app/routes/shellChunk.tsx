import { createContext, useContext } from 'react';
import type { ScreenRoute, Section } from './routeTable.ts';

// The signed-in shell is its own chunk: the login page loads neither it nor Blueprint's JavaScript.
export const loadShell = () => import('../shell/Shell.tsx');

export type ShellChunk = Awaited<ReturnType<typeof loadShell>>;

/** The loaded shell chunk, provided by the shell route to the screens routed inside it. */
export const ShellChunkContext = createContext<ShellChunk | null>(null);

/**
 * A routed screen. The route table is built before sign-in, so it names this light element;
 * the screen page itself (heading, tabs, the feature's chunk) comes from the shell's chunk,
 * which the shell route has loaded before it renders any child route.
 */
export function RoutedScreen({ section, route }: { section: Section; route: ScreenRoute }) {
  const shell = useContext(ShellChunkContext);
  return shell ? <shell.ScreenPage section={section} route={route} /> : null;
}
