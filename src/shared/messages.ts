/**
 * Texts that the server sends and the browser shows, word for word from SPEC §5 and §8.
 * Kept in one place so both sides say exactly the same thing.
 */
export const MESSAGES = {
  genericError: 'Something went wrong',
  invalidInput: 'Invalid input',
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
  invalidCredentials: 'Invalid email or password',
  tooManyRequests: 'Too many requests. Please try again later.',
  notFound: 'Not found',
  celebrityNotFound: 'Celebrity not found',
  inquiryNotFound: 'Inquiry not found',
  staffNotFound: 'Staff member not found',
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
  uploadTooLarge: 'The files of one save may be at most {mb} MB together; add the rest in another save',
  serviceUnavailable: 'The service is busy or briefly unavailable. Please try again in a moment.',
  methodNotAllowed: 'This method is not allowed here',
  passwordTooWeak: 'Password is too easy to guess',
  editConflict:
    'Someone else saved this celebrity after you opened it. Reload the page to see their changes, then make yours again.',
} as const;
