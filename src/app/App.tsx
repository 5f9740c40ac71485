import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, type AppServices } from './AppProviders.tsx';
import { createAppRouter } from './routes/routes.tsx';
import './app.css';

/** The console: providers around the browser router. */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
