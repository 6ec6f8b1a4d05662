import { PAGES } from '#shared/pages';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { FeaturedCelebritiesSection } from './featured-celebrities-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { RecentEventsSection } from './recent-events-section';
import { ServicesSummarySection } from './services-summary-section';
import { StatsStrip } from './stats-strip';
import { TestimonialsSection } from './testimonials-section';
import { WhyChooseSection } from './why-choose-section';

/** Home (SPEC §2): one component per section, in reading order. */
export function HomePage() {
  useHeadMeta(PAGES.home.meta);
  return (
    <>
      <HeroSection />
      <StatsStrip />
      <HowItWorksSection />
      <FeaturedCelebritiesSection />
      <ServicesSummarySection />
      <WhyChooseSection />
      <RecentEventsSection />
      <TestimonialsSection />
      <FinalCtaSection />
    </>
  );
}
