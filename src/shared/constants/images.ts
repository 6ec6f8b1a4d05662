/* Limits of an uploaded image (SPEC §9). */

/** 10 x 1024 x 1024 bytes (SPEC §9). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Decoded pixels one upload may have; guards against decompression bombs. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_GALLERY_IMAGES = 20;
