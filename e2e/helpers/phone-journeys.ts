/**
 * What the phone project (375 px) runs, and why (decision 0051). A journey runs there when its
 * phone run checks something its desktop run does not: a screen built differently below 768 or
 * 1024 px (the public menu and Filters sheet, the admin lists' cards and Filters sheet, the
 * settings' Section menu, the sidebar's slide-in panel, the calendar's and the TDS register's
 * phone forms), a touch before the app has started, or a customer's page, read mostly on phones.
 * A journey that walks the same components through the same logic at every width (a form, a
 * dialog, an inquiry's panels, a server rule, an e-mail, a download's bytes) runs on the desktop
 * project only; `phone-tour.spec.ts` visits each of those screens and dialogs at 375 px with axe
 * and no sideways scrolling, which is what the repeated flow checked of the phone.
 */

/** Spec files the phone project runs (the public pages and the staff screens). */
export const PHONE_SPECS =
  /(public-browse|public-booking-status|public-pay-now|public-pay-online|public-general-inquiry|public-inquiry|public-inquiry-status|public-inquiry-quote-fields|public-quote|public-date-taken|public-free-on|public-listing-filters|public-prehydration|public-site-content|public-status-before-start|foundation|talent-portal|phone-tour|admin-[a-z-]+)\.spec\.ts/;

/** Whole files of flows on screens that are the same at every width: desktop only. */
export const DESKTOP_ONLY_SPECS: Record<string, string> = {
  'admin-booking-lines.spec.ts': 'the booking form and panel on an inquiry’s page; the tour opens the form',
  'admin-booking-money.spec.ts': 'the payment, cancel and refund dialogs; the tour opens the first two',
  'admin-bookings.spec.ts': 'a booking made from an accepted quote and confirmed: panel logic',
  'admin-business-details.spec.ts': 'a settings form; the tour visits its tab, the settings journeys the Section menu',
  'admin-calendar-feed.spec.ts': 'the manager’s card on a celebrity’s page and the e-mail it sends',
  'admin-early-input.spec.ts': 'typing before the app starts on forms the tour visits at 375 px',
  'admin-postpone.spec.ts': 'the postpone dialog’s rules; the tour opens the dialog',
  'admin-privacy-requests.spec.ts': 'an export and an erasure; the tour visits the privacy tab',
  'admin-quotes.spec.ts': 'the quote form’s totals and states; the tour opens the form',
  'public-quote-expired.spec.ts': 'a state of the quote page, which public-quote.spec.ts checks at 375 px',
  'public-date-taken.spec.ts': 'a state of the booking form, whose phone form public-inquiry.spec.ts checks',
};

/** Single journeys, by title, of files the phone project runs otherwise: desktop only. */
export const DESKTOP_ONLY_JOURNEYS: Record<string, string> = {
  // No page at all.
  'GET /api/health answers success': 'an API answer',
  'GET /api/celebrities lists the seeded demo celebrities': 'an API answer',
  'the acknowledgement e-mail writes the promise in India’s time and the event’s day as it is': 'an e-mail',
  // Sessions and sign-in rules, on pages the tour visits; the logout through the phone's panel stays.
  'a protected page sends a visitor to sign in, then back to the page first asked for': 'routing',
  'a wrong password keeps the user on the login page with the typed e-mail': 'a server rule',
  'a token revoked elsewhere signs the user out on the next load': 'a server rule',
  'sign out everywhere ends every session, this one included': 'a server rule',
  'an admin disables a member, who is signed out and cannot sign in, then enables them again': 'a server rule',
  'a forgotten password is reset through the e-mailed one-time link': 'an e-mail’s link; the tour visits both pages',
  'the reset page without a link says how to get one': 'the tour visits the page',
  // The celebrity form and the profile's addresses; the form's phone run is "add a celebrity".
  'the form checks its rules and refuses bad uploads with the SPEC texts': 'the form’s rules',
  'an unknown celebrity: the edit form toasts and the view page returns to the list': 'a missing record',
  'a profile lives at its slug; its old id address and a former slug redirect there': 'redirects',
  'a new celebrity is a draft: hidden from the public, previewed by staff, then published and unpublished':
    'a celebrity’s state; the form and the public profile have phone runs of their own',
  'add a celebrity with images, see it in public, edit it, delete it':
    'the celebrity form; the tour visits it, the featured journey works the list’s cards',
  'an admin adds a member, who can sign in and then only reads the team': 'the add dialog and a server rule',
  'an admin edits a member; a blank password keeps the old one': 'a server rule, on the staff card kept at 375 px',
  'an admin edits the contact details and a testimonial, an invalid value is refused on its field, and the public site shows the saves':
    'the site content forms; the tour visits each tab, the Section menu has its own phone journey',
  // The same dates in the same cards on another clock: one time zone at 375 px is enough.
  'every screen says the inquiry arrived on 15 March, and the event’s day is still 20 April': 'date logic',
  // Lists' logic on cards whose phone form other phone journeys work.
  'the CSV export downloads exactly the filtered rows': 'a download’s bytes',
  'failures say what failed': 'error texts of the cards the first inquiries journey works',
  'staff work an inquiry: assign, note, confirm with an e-mail the customer receives': 'an inquiry’s panels',
  'an admin edits a legal page, a failed save loses nothing, and the public page shows the saved text':
    'a settings form; the legal pages’ phone run stays',
  'an e-mail the mail server refused says in plain words what happened and when it is tried again':
    'an e-mail page’s texts; the outbox’s phone runs stay',
  'an unknown e-mail says so': 'a missing record',
  'an admin names the Tally ledgers, then downloads the month’s GSTR-1, sales register and Tally vouchers':
    'downloads; the tour visits the screen',
  // Public logic on pages whose phone form other phone journeys check.
  'more than one page of results loads on demand': 'paging; the listing’s phone runs stay',
  'an unknown or malformed celebrity shows the not-found state': 'a missing record; not-found is checked at 375 px',
  'nobody free shows the empty state; "Load more" pages the free ones only': 'paging',
  'an order pages on with "Load more" in the same order': 'paging',
  'a failed submission keeps every value and says so': 'the form’s logic; its phone run is the missing fields',
  'a package’s Get Started opens the same form with the package chosen':
    'the same form; the tap before the app starts on a phone stays',
  'a revision supersedes the quote the customer holds: they ask for a new one, then accept the new version':
    'a quote’s versions on the page the first quote journey checks at 375 px',
  'a link that matches no inquiry says so': 'a state of the status page',
  'each status says what happens next; a declined inquiry offers a new one': 'texts of the status page',
  'staff send the status link again: the customer gets the same working link, the outbox shows it hidden':
    'staff’s panel and an e-mail',
  'staff revoke every status link and send a new one: the old link says it has expired, with the agency’s contacts':
    'staff’s panel and a state of the status page',
  'a profile shows its own figures, which staff set in the celebrity form': 'the form’s data on a profile',
  // Journeys that set their own screen size: the desktop project's run is already at that size
  // (the phone project is the desktop browser at 375 px with touch), so a second run repeats it.
  'the collapsed sidebar stays collapsed after a reload, and Ctrl+B toggles it': 'sets 1280 px itself',
  'on a small screen the sidebar slides in and closes with Escape': 'sets 375 px itself',
  'the not-found page fits without horizontal scrolling': 'sets 375 px itself',
  'the first screen shows results: the filters fold into one button that counts them, cards stay short':
    'sets 375 px and touch itself',
  'the menu button opens the links before the app has started, and the app takes the menu over':
    'sets 375 px and touch itself',
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phone project's `grepInvert`: each desktop-only journey's title (every one is unique). */
export const DESKTOP_ONLY_TITLES = Object.keys(DESKTOP_ONLY_JOURNEYS).map((title) => new RegExp(escaped(title)));

/** The phone project's `testIgnore`. */
export const DESKTOP_ONLY_FILES = Object.keys(DESKTOP_ONLY_SPECS).map((file) => new RegExp(`/${escaped(file)}$`));
