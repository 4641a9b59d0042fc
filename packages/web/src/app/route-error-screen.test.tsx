import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorScreen, routeErrorText } from './route-error-screen';

function Nothing() {
  return null;
}

function Boom(): never {
  throw new Error('chart exploded');
}

describe('RouteErrorScreen', () => {
  it('explains an error by its message', () => {
    expect(routeErrorText(new Error('chart exploded'))).toBe('chart exploded');
    expect(routeErrorText('plain')).toBe('plain');
  });

  it('shows "Unexpected Application Error!" when a route fails', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Boom, ErrorBoundary: RouteErrorScreen }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'chart exploded' })).toBeTruthy();
  });

  it('shows the status of a route that throws a response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('gone', { status: 410, statusText: 'Gone' });
        },
        Component: Nothing,
        ErrorBoundary: RouteErrorScreen,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '410 Gone' })).toBeTruthy();
  });
});
