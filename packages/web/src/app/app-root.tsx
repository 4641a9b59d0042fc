import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { TourHost } from '../components/guided-tour/tour-host';
import { trackPageView } from '../lib/analytics';

/**
 * The root of every route: restores scroll positions, reports page views when analytics is on, and holds the
 * guided tour, which goes from page to page.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname, document.title), [pathname]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <TourHost />
    </>
  );
}
