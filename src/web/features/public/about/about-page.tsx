import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { matchPage } from '#shared/page-lookup';
import { PAGES } from '#shared/pages';
import { useHeadMeta } from '#web/lib/use-head-meta';
import { AboutHero } from './about-hero';
import { ContactSection } from './contact-section';
import { ImpactSection } from './impact-section';
import { MissionVisionSection } from './mission-vision-section';
import { openAtContact, wasOpenedOnArrival } from './open-at-contact';
import { StorySection } from './story-section';
import { TeamSection } from './team-section';
import { ValuesSection } from './values-section';

/** About, also shown at /contact (SPEC §2); there it has the contact title and opens at the contact details. */
export function AboutPage() {
  const { pathname, key } = useLocation();
  const isContact = matchPage(pathname)?.page === PAGES.contact;
  useHeadMeta(isContact ? PAGES.contact.meta : PAGES.about.meta);

  useEffect(() => {
    // The first document of a visit was opened at the section before the app started (main.tsx);
    // by now the visitor may have scrolled on. Every later arrival opens there here.
    if (isContact && !(key === 'default' && wasOpenedOnArrival())) openAtContact();
  }, [isContact, key]);

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
