import { useMutation } from '@tanstack/react-query';
import type { StoredImage } from '#shared/schemas/site-content';
import { api } from '#web/lib/api-client';

/** Marks the uploads in flight, so a form can hold its Save until they are done. */
export const UPLOAD_SITE_IMAGE_KEY = ['site-content', 'upload-image'] as const;

/**
 * POST /api/site/images (admins only), multipart with one file field `image`: the stored image
 * (WebP variants) to put in a team member's `photo`. Nothing is saved to the site until the form
 * is: no success toast (the preview shows it), and a refusal is shown on the photo's field, not
 * as a toast.
 */
export async function uploadSiteImage(file: File): Promise<StoredImage> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await api.post<StoredImage>('/site/images', body, { successToast: false, errorToast: false });
  return data;
}

export function useUploadSiteImage() {
  return useMutation({ mutationKey: UPLOAD_SITE_IMAGE_KEY, mutationFn: uploadSiteImage });
}
