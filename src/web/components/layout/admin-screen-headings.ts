import type { PageName } from '#shared/pages';

/** A screen's heading and the line under it (AdminPageTitle). */
export interface AdminScreenHeading {
  title: string;
  description: string;
  /** The line in the body's size rather than small (the dashboard's). */
  lead?: boolean;
  /** The classes of the row the screen puts its heading in, beside its own buttons. */
  row?: string;
  /**
   * A button the screen draws beside its heading at every width, as the box the shell keeps for
   * it, so the heading's words wrap alike before and after the app starts.
   */
  beside?: string;
}

/**
 * The headings of the admin screens whose heading does not depend on data or on who is signed
 * in, in one place: each screen draws its own from here, and so does the shell the server sends
 * before the app has started (decision 0052), so the two are the same words in the same place.
 */
export const ADMIN_SCREEN_HEADINGS: Partial<Record<PageName, AdminScreenHeading>> = {
  adminDashboard: {
    title: 'Dashboard',
    description: 'Who owes what, and what happens this week.',
    lead: true,
    // The quick actions wrap under the heading when they do not fit beside it.
    row: 'flex flex-wrap items-end justify-between gap-4',
  },
  adminInquiries: {
    title: 'Inquiries Management',
    description: 'Booking requests from the website, each with its 24-hour reply clock.',
    row: 'flex items-start justify-between gap-4',
    // "Export CSV": an icon button on a phone.
    beside: 'h-9 w-9 shrink-0 sm:h-10 sm:w-32',
  },
  adminCalendar: {
    title: 'Calendar',
    description: 'Holds, confirmed bookings and blackouts of every celebrity, with their travel days.',
    // "Add blackout" goes under the heading on a phone.
    row: 'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
  },
  // An admin's line: the log is theirs (a staff member who opens it is told so, decision 0052).
  adminAudit: { title: 'Audit log', description: 'Every change made in the panel or from the website, newest first.' },
};

/** The heading of `page` (one of ADMIN_SCREEN_HEADINGS); throws for a page without one, so a screen cannot lose its title silently. */
export function adminScreenHeading(page: PageName): AdminScreenHeading {
  const heading = ADMIN_SCREEN_HEADINGS[page];
  if (!heading) throw new Error(`${page} has no entry in ADMIN_SCREEN_HEADINGS`);
  return heading;
}
