import type { ChosenImage } from './celebrity-form-values';

/** A chosen file with a local preview. The object URL holds the file in memory until released. */
export function chooseImage(file: File): ChosenImage {
  return { file, previewUrl: URL.createObjectURL(file) };
}

/** Frees a preview's memory (SPEC §4: on removal, on replacement and on leaving the form). */
export function releaseImage(image: ChosenImage | null | undefined): void {
  if (image) URL.revokeObjectURL(image.previewUrl);
}
