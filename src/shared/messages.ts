import { STATUS_LINK_MONTHS_AFTER_CLOSE } from './constants/inquiries.js';

/**
 * Texts that the server sends and the browser shows, word for word from SPEC §5 and §8.
 * Kept in one place so both sides say exactly the same thing.
 */
export const MESSAGES = {
  genericError: 'Something went wrong',
  // A booking's receipts and invoices are tax records the agency must keep (CGST Act, section 36).
  inquiryHasBookings:
    'This inquiry has a booking: its receipts and invoices are tax records the agency must keep, so the inquiry cannot be deleted',
  celebrityHasBookings:
    'This celebrity has bookings: their receipts and invoices are tax records the agency must keep, so the celebrity cannot be deleted. Save them as a draft to take them off the site.',
  personHasBookings:
    'This person has bookings: their receipts and invoices are tax records the agency must keep for six years, so their data cannot be erased yet',
  invalidInput: 'Invalid input',
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  invalidCredentials: 'Invalid email or password',
  tooManyRequests: 'Too many requests. Please try again later.',
  notFound: 'Not found',
  celebrityNotFound: 'Celebrity not found',
  inquiryNotFound: 'Inquiry not found',
  emailNotFound: 'E-mail not found',
  statusLinkNotFound: 'This link does not match any inquiry. Please check it against your e-mail.',
  statusLinkGone: `This link no longer works: a status link stops working when we send you a new one, and ${STATUS_LINK_MONTHS_AFTER_CLOSE} months after your booking is completed or your inquiry is closed. Please open the link in our latest e-mail, or get in touch and we will help.`,
  staffNotFound: 'Staff member not found',
  legalPageNotFound: 'Page not found',
  emailTaken: 'A staff member with this email already exists',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDemoteSelf: 'You cannot change your own role',
  cannotDisableSelf: 'You cannot disable your own account',
  lastAdmin: 'The last admin cannot be removed or demoted',
  profileImageType: 'Please upload an image file',
  galleryImageType: 'Please upload only image files',
  profileImageSize: 'File size should be less than 10MB',
  galleryImageSize: 'Each file should be less than 10MB',
  profileImageRequired: 'Profile image is required',
  imageTooManyPixels: 'Image dimensions are too large',
  tooManyGalleryImages: 'A celebrity can have at most 20 gallery images',
  bodyTooLarge: 'Request body is too large',
} as const;

/** The inquiry desk's toasts and recurring labels (issue 10), shared by its screens. */
export const DESK_MESSAGES = {
  emailCustomer: 'E-mail the customer',
  emailCustomerHint: 'Sent when you choose Confirmed or Rejected.',
  assigneeSaved: 'Assignee updated',
  assigneeFailed: 'Failed to update the assignee',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  statusLinkResend: 'Send the status link again',
  statusLinkResendHint:
    'E-mails the customer their private link to follow this inquiry. Staff never see the link itself.',
  statusLinksRevoke: 'Revoke all links and send a new one',
  statusLinksRevokeHint:
    'Every link the customer has stops working at once, and a new one goes to their e-mail address. Use it when a link may have reached someone else.',
  statusLinksRevoked: 'Old links revoked; a new link is on its way to the customer',
  statusLinksRevokeFailed: 'Failed to revoke the status links',
  statusLinkSent: 'Status link sent to the customer',
  statusLinkFailed: 'Failed to send the status link',
  inquiryLoadFailed: 'Failed to load this inquiry',
  activityLoadFailed: 'Failed to load the activity',
  unassigned: 'Unassigned',
  noNotes: 'No notes yet. Notes are for the team and are never shown to the customer.',
} as const;

/** What the customer reads of their reported payment, word for word (issue 38), on both sides. */
export const PAYMENT_CLAIM_MESSAGES = {
  received: 'We will confirm your payment within one working day',
  nothingDue: 'Nothing is due on this booking now',
  noBooking: 'There is no booking to pay for on this inquiry',
  referenceTaken:
    'This reference has already been reported or recorded as a payment. If you paid twice, give the second payment’s own reference.',
} as const;
