import { MAX_GALLERY_IMAGES } from '#shared/constants/images';
import { MESSAGES } from '#shared/messages';
import { fieldError } from '#server/lib/http-error';
import { ImageRejectedError, processImage, type ProcessedImage } from '#server/images/images';

type ImageField = 'profileImage' | 'galleryImages';

const NOT_AN_IMAGE: Record<ImageField, string> = {
  profileImage: MESSAGES.profileImageType,
  galleryImages: MESSAGES.galleryImageType,
};

async function processOne(data: Buffer, field: ImageField): Promise<ProcessedImage> {
  try {
    return await processImage(data);
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      throw error.reason === 'pixels'
        ? fieldError(field, MESSAGES.imageTooManyPixels, 413)
        : fieldError(field, NOT_AN_IMAGE[field], 415);
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
  if (galleryImages.length > MAX_GALLERY_IMAGES) throw fieldError('galleryImages', MESSAGES.tooManyGalleryImages);
  const profile = profileImage ? await processOne(profileImage, 'profileImage') : undefined;
  const gallery: ProcessedImage[] = [];
  // One at a time: each decode can take much memory, and the machine may have two cores.
  for (const data of galleryImages) gallery.push(await processOne(data, 'galleryImages'));
  return { profile, gallery };
}
