import { QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, Suspense, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AlertWatcher } from '../../components/alert-watcher';
import { CalendarSwitch } from '../../components/calendar-switch';
import { ChartBuildQueueProvider } from '../../components/charts/chart-build-queue';
import { classNames } from '../../components/class-names';
import { DemoDataBadge } from '../../components/demo-data-badge';
import { appConfig } from '../../lib/app-config';
import { CalendarProvider } from '../../lib/calendar-system';
import { ERROR_TOAST_OPTIONS, ToastContainer } from '../../lib/error-toast';
import { newQueryClient } from '../../lib/query-client';
import { Sidebar } from './sidebar';
import { SymbolSearchKey } from './symbol-search-key';
import { useSidebarCollapse } from './use-sidebar-collapse';

/** /dashboard/*: the side navigation and the current screen, offset to its right. */
export function DashboardLayout() {
  const [collapsed, toggle] = useSidebarCollapse();
  const navigating = useNavigation().state === 'loading';
  const { demoData } = appConfig();
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CalendarProvider>
        <Sidebar collapsed={collapsed} onToggle={toggle} />
        <div
          className={classNames(
            'min-h-screen bg-slate-50 transition-[margin] duration-200 dark:bg-slate-950',
            collapsed ? 'ml-16' : 'ml-80',
          )}
          // The column's left edge, for what is fixed to the viewport yet belongs to the column (Live's bottom bar).
          style={{ '--content-left': collapsed ? '4rem' : '20rem' } as CSSProperties}
          data-testid="dashboard-content"
        >
          {navigating && (
            <div
              className="fixed top-0 right-0 left-0 z-50 h-0.5 animate-pulse bg-primary"
              role="progressbar"
              aria-label="Loading screen"
            />
          )}
          {/* A named region: everything on the page sits in a landmark. */}
          <section
            aria-label="Data and dates"
            className="flex items-center justify-end gap-3 px-4 pt-4 sm:px-8"
          >
            {demoData && <DemoDataBadge />}
            <CalendarSwitch />
          </section>
          <main className="px-4 py-6 sm:px-8">
            <ChartBuildQueueProvider>
              <Outlet />
            </ChartBuildQueueProvider>
          </main>
        </div>
        <AlertWatcher />
        <SymbolSearchKey />
        <Suspense fallback={null}>
          <ToastContainer {...ERROR_TOAST_OPTIONS} newestOnTop />
        </Suspense>
      </CalendarProvider>
    </QueryClientProvider>
  );
}
