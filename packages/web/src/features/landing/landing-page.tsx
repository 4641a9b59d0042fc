import { TOUR_ADDRESS } from '../../components/guided-tour/tour-address';
import { SiteFooter } from '../../components/site-footer';
import { LANDING_TITLE, usePageMeta } from '../../lib/page-meta';
import { CallToAction } from './call-to-action';
import { FeatureGrid } from './feature-grid';
import { HeroSection } from './hero-section';
import { HowItWorks } from './how-it-works';
import { LandingHeader } from './landing-header';
import { Testimonials } from './testimonials';

/**
 * The landing page (the hero with "Try Now - Free Demo" and "Watch Demo Video", six feature cards, How It
 * Works, testimonials, a call to action and the footer). "Watch Demo Video" opens the dashboard with the guided tour
 * of the live pages started (a whole page load: the prerendered landing page has no router). Its meta tags and structured data are in index.html.
 */
export function LandingPage() {
  usePageMeta(LANDING_TITLE);
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection onWatchDemo={() => window.location.assign(TOUR_ADDRESS)} />
        <FeatureGrid />
        <HowItWorks />
        <Testimonials />
        <CallToAction />
      </main>
      <SiteFooter />
    </>
  );
}
