import { PAGES } from '#shared/pages';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { PackagesSection } from './packages-section';
import { ProcessSection } from './process-section';
import { ServiceCardsSection } from './service-cards-section';
import { ServicesContactSection } from './services-contact-section';
import { ServicesHero } from './services-hero';

/** Services (SPEC §2): the six services, the five-step process, the packages and contact links. */
export function ServicesPage() {
  useHeadMeta(PAGES.services.meta);
  return (
    <>
      <ServicesHero />
      <ServiceCardsSection />
      <ProcessSection />
      <PackagesSection />
      <ServicesContactSection />
    </>
  );
}
