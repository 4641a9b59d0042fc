import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

/** The root of every route: restores scroll positions and reports page views when analytics is on. */
export function AppRoot() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname, document.title), [pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
