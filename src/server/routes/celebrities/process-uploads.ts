import { MAX_GALLERY_IMAGES } from '../../../shared/constants.js';
import { MESSAGES } from '../../../shared/messages.js';
import { HttpError } from '../../lib/http-error.js';
import { ImageRejectedError, processImage, type ProcessedImage } from '../../services/images.js';

async function processOne(data: Buffer, typeMessage: string): Promise<ProcessedImage> {
  try {
    return await processImage(data);
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw error.reason === 'pixels'
        ? new HttpError(413, MESSAGES.imageTooManyPixels)
        : new HttpError(415, typeMessage);
    }
    throw error;
  }
}

/**
 * Checks and converts every upload before anything is stored: one bad gallery file refuses
 * the whole request (SPEC §5).
 */
export async function processUploads(
  profileImage: Buffer | undefined,
  galleryImages: Buffer[],
): Promise<{ profile: ProcessedImage | undefined; gallery: ProcessedImage[] }> {
  if (galleryImages.length > MAX_GALLERY_IMAGES) throw new HttpError(400, MESSAGES.tooManyGalleryImages);
  const profile = profileImage ? await processOne(profileImage, MESSAGES.profileImageType) : undefined;
  const gallery: ProcessedImage[] = [];
  // One at a time: each decode can take much memory, and the machine may have two cores.
  for (const data of galleryImages) gallery.push(await processOne(data, MESSAGES.galleryImageType));
  return { profile, gallery };
}
