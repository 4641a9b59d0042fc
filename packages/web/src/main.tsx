import './styles.css';
// The toasts' styles as a file (react-toastify's default entry injects a <style> element, which the CSP refuses),
// in the page's one stylesheet: as a chunk's own file it cost the dashboard a request more before its first paint.
import 'react-toastify/ReactToastify.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/landing-page';
import { takeAccessKeyFromAddress } from './lib/access-key';
import { loadAnalytics, trackPageView } from './lib/analytics';
import { appConfig } from './lib/app-config';

takeAccessKeyFromAddress(window);
loadAnalytics(appConfig().analyticsId);

const container = document.getElementById('root');
if (container?.hasAttribute('data-prerendered') && window.location.pathname === '/') {
  // The landing page, prerendered into index.html at build time, is hydrated on its own: the router and the
  // dashboard load only when the visitor goes further (the landing page's budget: 100 KB of gzipped JS).
  hydrateRoot(
    container,
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
  trackPageView('/', document.title);
} else if (container) {
  container.removeAttribute('data-prerendered');
  container.replaceChildren();
  import('./app/app-entry')
    .then(({ renderApp }) => renderApp(container))
    .catch(() => {
      container.textContent =
        'The application could not be loaded. Check your connection and reload the page.';
    });
}
