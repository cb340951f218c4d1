import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { SiteHeader } from '../components/site-header.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
}
