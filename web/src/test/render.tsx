import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ToastProvider } from '~/components/ui/toast';

/** Renders `ui` in a persistent layout of a memory router (any path matches) with the toasts. */
export function renderWithRouter(ui: ReactNode, { path = '/', other = <p>Other page</p> }: { path?: string; other?: ReactNode } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ToastProvider>
            {ui}
            <Outlet />
          </ToastProvider>
        ),
        children: [
          { index: true, element: null },
          { path: '*', element: other },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
