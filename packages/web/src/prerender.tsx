import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './features/landing/landing-page';

/** The landing page's markup, rendered at build time into index.html so that it paints before any script runs. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
