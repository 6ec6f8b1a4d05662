import type { Db } from '#server/db/client';
import type { EmailAgency } from '#server/mail/templates/index';
import { getSiteSection } from './site-content.js';

/** The agency's details for the foot of an e-mail, as its contact details in Settings say now. */
export async function emailAgencyOf(db: Db): Promise<EmailAgency> {
  const contact = await getSiteSection(db, 'contact');
  return {
    place: `${contact.address.locality}, ${contact.address.region}`,
    phone: contact.phones[0]?.number ?? '',
  };
}
