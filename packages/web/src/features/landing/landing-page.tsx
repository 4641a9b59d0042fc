import { useState } from 'react';
import { SiteFooter } from '../../components/site-footer';
import { LANDING_TITLE, usePageMeta } from '../../lib/page-meta';
import { CallToAction } from './call-to-action';
import { DemoTourDialog } from './demo-tour-dialog';
import { FeatureGrid } from './feature-grid';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { LandingHeader } from './landing-header';
import { Testimonials } from './testimonials';

/**
 * The landing page (the hero with "Try Now - Free Demo" and "Watch Demo Video", six feature cards, How It
 * Works, testimonials, a call to action and the footer). Its meta tags and structured data are in index.html.
 */
export function LandingPage() {
  usePageMeta(LANDING_TITLE);
  const [tourOpen, setTourOpen] = useState(false);
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection onWatchDemo={() => setTourOpen(true)} />
        <FeatureGrid />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </main>
      <SiteFooter />
      <DemoTourDialog open={tourOpen} onClose={() => setTourOpen(false)} />
    </>
  );
}
