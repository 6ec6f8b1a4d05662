import { PAGE_META } from '#shared/page-meta';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { PackagesSection } from './packages-section';
import { ProcessSection } from './process-section';
import { ServiceCardsSection } from './service-cards-section';
import { ServicesContactSection } from './services-contact-section';
import { ServicesHero } from './services-hero';

/** Services (SPEC §2): the six services, the five-step process, the packages and contact links. */
export function ServicesPage() {
  useHeadMeta(PAGE_META.services);
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
