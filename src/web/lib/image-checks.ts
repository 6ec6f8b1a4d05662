import { MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from '#shared/constants/images';
import { MESSAGES } from '#shared/messages';

/**
 * The image types the server takes (it checks the bytes; the browser can only read the declared
 * type). Anything else is refused here already, with the same message the server would give.
 */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

/** The file pickers' `accept`: the dialog offers these types first. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

type FileFacts = Pick<File, 'type' | 'size'>;

export function isAcceptedImage(file: FileFacts): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
}

/** SPEC §5: why a chosen profile image is refused, or null when it is fine. */
export function profileImageProblem(file: FileFacts): string | null {
  if (!isAcceptedImage(file)) return MESSAGES.profileImageType;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.profileImageSize;
  return null;
}

/**
 * SPEC §5: why a gallery selection is refused as a whole, or null when every file is fine.
 * `room` is how many more gallery images the celebrity may have (at most 20 in all).
 */
export function galleryImagesProblem(files: readonly FileFacts[], room: number = MAX_GALLERY_IMAGES): string | null {
  if (files.some((file) => !isAcceptedImage(file))) return MESSAGES.galleryImageType;
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return MESSAGES.galleryImageSize;
  if (files.length > room) return MESSAGES.tooManyGalleryImages;
  return null;
}

/**
 * The one profile image a file picker now holds, checked: undefined when none was chosen or it
 * is refused (`onRefused` is given the reason). The picker is emptied, so choosing the same file
 * again (after a failure, or to replace a removed one) fires a change.
 */
export function takeProfileImage(input: HTMLInputElement, onRefused: (problem: string) => void): File | undefined {
  const file = input.files?.[0];
  input.value = '';
  if (!file) return undefined;
  const problem = profileImageProblem(file);
  if (problem) {
    onRefused(problem);
    return undefined;
  }
  return file;
}
