import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/table/lib/css/table.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from './api/tokenStore.ts';
import { App } from './app/App.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { warmUp } from './app/routes/warmUp.ts';

// With a stored token the console will open: its chunks and first query start now, not after sign-in checks.
const services = await bootstrap(getToken() ? (ready) => warmUp(window.location, ready) : undefined);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
