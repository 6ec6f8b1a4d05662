/**
 * Texts only the server says (the browser shows whatever message an answer carries). Kept out
 * of shared/messages.ts, which the browser bundles whole.
 */
export const SERVER_MESSAGES = {
  malformedUpload: 'The upload is incomplete or malformed; please send it again',
  uploadTooLarge: 'The files of one save may be at most {mb} MB together; add the rest in another save',
  serviceUnavailable: 'The service is busy or briefly unavailable. Please try again in a moment.',
  methodNotAllowed: 'This method is not allowed here',
  passwordTooWeak: 'Password is too easy to guess',
  editConflict:
    'Someone else saved this celebrity after you opened it. Reload the page to see their changes, then make yours again.',
  assigneeNotActive: 'Choose an active staff member',
  slugTaken: 'This URL name is already used by another celebrity; please choose another',
} as const;
