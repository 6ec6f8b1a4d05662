import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../shared/messages.js';
import { HttpError } from '../../lib/http-error.js';

export interface CelebrityMultipart {
  fields: Record<string, string>;
  profileImage: Buffer | undefined;
  galleryImages: Buffer[];
}

const TOO_LARGE = {
  profileImage: MESSAGES.profileImageSize,
  galleryImages: MESSAGES.galleryImageSize,
} as const;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the celebrity form (SPEC §7) into memory. Files over the size limit answer 413 with the
 * message of their field; files under other field names are read and ignored.
 */
export async function readCelebrityMultipart(request: FastifyRequest): Promise<CelebrityMultipart> {
  if (!request.isMultipart()) throw new HttpError(415, 'The request must be multipart/form-data');
  const fields: Record<string, string> = {};
  let profileImage: Buffer | undefined;
  const galleryImages: Buffer[] = [];

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const field = part.fieldname === 'profileImage' || part.fieldname === 'galleryImages' ? part.fieldname : undefined;
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if (isTooLarge(error)) throw new HttpError(413, field ? TOO_LARGE[field] : MESSAGES.bodyTooLarge);
      throw error;
    }
    // A browser sends an empty file part when nothing was chosen: treat it as absent.
    if (!field || data.length === 0) continue;
    if (field === 'profileImage') profileImage = data;
    else galleryImages.push(data);
  }
  return { fields, profileImage, galleryImages };
}
