import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages';
import { fieldError, HttpError } from '#server/lib/http-error';
import { SERVER_MESSAGES } from '#server/lib/server-messages';

export interface CelebrityMultipart {
  fields: Record<string, string>;
  profileImage: Buffer | undefined;
  galleryImages: Buffer[];
}

type FileField = 'profileImage' | 'galleryImages';

const TOO_LARGE: Record<FileField, string> = {
  profileImage: MESSAGES.profileImageSize,
  galleryImages: MESSAGES.galleryImageSize,
};

function fileFieldOf(name: string): FileField | undefined {
  return name === 'profileImage' || name === 'galleryImages' ? name : undefined;
}

/** The text fields of the form: at most 40 of 100 KB each, with their part headers. */
const TEXT_FIELDS_ALLOWANCE = 4.5 * 1024 * 1024;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

function uploadTooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    SERVER_MESSAGES.uploadTooLarge.replace('{mb}', String(Math.floor(maxBytes / (1024 * 1024)))),
  );
}

/**
 * Reads one file part into memory, counting its bytes into the request's total as they arrive:
 * past the total the request is refused before the rest is buffered. A file over the per-file
 * limit (Busboy truncates it) answers 413 with its field's message.
 */
async function readFile(part: MultipartFile, field: FileField, budget: { left: number; max: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw uploadTooLarge(budget.max);
      chunks.push(chunk);
    }
  } catch (error) {
    if (isTooLarge(error)) throw fieldError(field, TOO_LARGE[field], 413);
    throw error;
  }
  // Busboy stops a file at the per-file limit and marks it truncated.
  if (part.file.truncated) throw fieldError(field, TOO_LARGE[field], 413);
  return Buffer.concat(chunks);
}

/**
 * Reads the celebrity form (SPEC §7). Files under other field names are drained (never
 * buffered); all files together, those included, may hold at most `maxBytes`.
 */
export async function readCelebrityMultipart(request: FastifyRequest, maxBytes: number): Promise<CelebrityMultipart> {
  if (!request.isMultipart()) throw new HttpError(415, 'The request must be multipart/form-data');
  // A body declared larger than the files may be, plus room for the text fields, is refused
  // before a byte of it is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + TEXT_FIELDS_ALLOWANCE) throw uploadTooLarge(maxBytes);
  try {
    return await readParts(request, maxBytes);
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * Reading the body only parses the client's bytes, so what fails there is the client's: a body
 * cut off, a missing or wrong boundary, a broken part header. Busboy reports those as plain
 * Errors; they answer 400 rather than 500.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, SERVER_MESSAGES.malformedUpload);
}

async function readParts(request: FastifyRequest, maxBytes: number): Promise<CelebrityMultipart> {
  const fields: Record<string, string> = {};
  let profileImage: Buffer | undefined;
  const galleryImages: Buffer[] = [];
  const budget = { left: maxBytes, max: maxBytes };

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const field = fileFieldOf(part.fieldname);
    if (!field) {
      // Read and thrown away chunk by chunk, never kept, but counted: the total is the request's.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        budget.left -= chunk.length;
        if (budget.left < 0) throw uploadTooLarge(budget.max);
      }
      continue;
    }
    const data = await readFile(part, field, budget);
    // A browser sends an empty file part when nothing was chosen: treat it as absent.
    if (data.length === 0) continue;
    if (field === 'profileImage') profileImage = data;
    else galleryImages.push(data);
  }
  return { fields, profileImage, galleryImages };
}
