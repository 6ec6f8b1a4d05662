import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchPage, PAGES } from '#shared/pages';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { AboutHero } from './about-hero';
import { ContactSection, CONTACT_SECTION_ID } from './contact-section';
import { ImpactSection } from './impact-section';
import { MissionVisionSection } from './mission-vision-section';
import { StorySection } from './story-section';
import { TeamSection } from './team-section';
import { ValuesSection } from './values-section';

/** About, also shown at /contact (SPEC §2); there it has the contact title and opens at the contact details. */
export function AboutPage() {
  const { pathname } = useLocation();
  const isContact = matchPage(pathname)?.page === PAGES.contact;
  useHeadMeta(isContact ? PAGES.contact.meta : PAGES.about.meta);

  useEffect(() => {
    if (!isContact) return;
    const section = document.getElementById(CONTACT_SECTION_ID);
    // Focus moves too, so keyboard and screen reader users start where the page scrolled to.
    section?.focus({ preventScroll: true });
    section?.scrollIntoView({ block: 'start' });
  }, [isContact]);

  return (
    <>
      <AboutHero />
      <MissionVisionSection />
      <StorySection />
      <ImpactSection />
      <ValuesSection />
      <TeamSection />
      <ContactSection />
    </>
  );
}
