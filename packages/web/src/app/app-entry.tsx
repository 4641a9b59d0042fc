import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import { LinkComponentContext } from '../components/app-link';
import { routes } from './routes';

/** Mounts the router app (every page but a landing page served prerendered) into the container. */
export function renderApp(container: HTMLElement): void {
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <LinkComponentContext value={Link}>
        <RouterProvider router={router} />
      </LinkComponentContext>
    </StrictMode>,
  );
}
