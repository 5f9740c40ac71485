import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Profiler, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from './api/tokenStore.ts';
import { App } from './app/App.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { firstScreenReady } from './app/routes/firstScreen.ts';
import { warmUp, type WarmedUp } from './app/routes/warmUp.ts';

// With a stored token the console will open: its chunks and first query start now, not after sign-in
// checks, and the first render waits for them (briefly) to draw the screen with its rows at once.
const warm: { up?: WarmedUp } = {};
const services = await bootstrap(getToken() ? (ready) => void (warm.up = warmUp(window.location, ready)) : undefined);
if (warm.up) await firstScreenReady(services.session, warm.up);
const app = <App services={services} />;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* a profiling build (VITE_PROFILE_REACT, vite.config.ts) reports every component's render in traces */}
    {import.meta.env.VITE_PROFILE_REACT ? <Profiler id="console" onRender={() => undefined}>{app}</Profiler> : app}
  </StrictMode>,
);
