import { Undo2, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { MAX_GALLERY_IMAGES } from '#shared/constants/images';
import type { ResponsiveImage as ResponsiveImageData } from '#shared/schemas/celebrity';
import { ResponsiveImage } from '#web/components/responsive-image';
import { Field } from '#web/components/ui/field';
import type { CelebrityFormValues } from '../utils/celebrity-form-values';
import { chooseImage, releaseImage } from '../utils/chosen-image';
import { galleryImagesProblem } from '#web/lib/image-checks';
import { ImageFileButton } from '#web/components/ui/image-file-button';

interface GalleryImagesFieldProps {
  /** The stored gallery (edit mode); each can be marked for removal. */
  existing: ResponsiveImageData[];
}

const THUMB_SIZES = '(min-width: 640px) 160px, 45vw';
const TILE_CLASSES = 'relative aspect-square overflow-hidden rounded-xl bg-brand-50 ring-1 ring-slate-200';
const TILE_BUTTON_CLASSES =
  'absolute top-1.5 right-1.5 inline-flex min-h-9 items-center gap-1 rounded-full bg-white/95 px-2.5 text-xs font-semibold shadow-sm transition-colors';

/**
 * Gallery images (SPEC §4, §5): new files are checked as a whole selection (one bad file refuses
 * them all) and previewed; each can be removed again. In edit mode the stored images show first,
 * each with Remove (sent as removeGalleryImages) and Undo.
 */
export function GalleryImagesField({ existing }: GalleryImagesFieldProps) {
  const { control, setError, clearErrors } = useFormContext<CelebrityFormValues>();
  const { field, fieldState } = useController({ control, name: 'galleryImages' });
  const { field: removals } = useController({ control, name: 'removeGalleryImages' });
  const added = field.value;
  const removed = removals.value;
  const kept = existing.filter((image) => !removed.includes(image.url)).length;
  const room = MAX_GALLERY_IMAGES - kept - added.length;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = [...(input.files ?? [])];
    // Emptied so the same files can be chosen again; the previews show what was added.
    input.value = '';
    if (files.length === 0) return;
    const problem = galleryImagesProblem(files, room);
    if (problem) {
      setError('galleryImages', { type: 'file', message: problem });
      return;
    }
    field.onChange([...added, ...files.map(chooseImage)]);
    clearErrors('galleryImages');
  };

  const removeAdded = (index: number) => {
    releaseImage(added[index]);
    field.onChange(added.filter((_, i) => i !== index));
  };

  const toggleExisting = (url: string) => {
    removals.onChange(removed.includes(url) ? removed.filter((item) => item !== url) : [...removed, url]);
    clearErrors('galleryImages');
  };

  return (
    <div className="space-y-4">
      <Field
        id="celebrity-gallery-images"
        label="Gallery images"
        hint={`JPG, PNG or GIF, up to 10MB each; at most ${MAX_GALLERY_IMAGES} images in all. You can choose several at once.`}
        error={fieldState.error?.message}
      >
        {(props) => (
          <ImageFileButton
            {...props}
            text="Add images"
            multiple
            disabled={room <= 0}
            inputRef={field.ref}
            onChange={onChoose}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      {existing.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-700">Current gallery</p>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {existing.map((image, index) => {
              const isRemoved = removed.includes(image.url);
              const label = `gallery image ${index + 1}`;
              return (
                <li key={image.url} className={TILE_CLASSES}>
                  <ResponsiveImage
                    image={image}
                    alt={`Current ${label}`}
                    sizes={THUMB_SIZES}
                    className={`size-full object-cover transition-opacity ${isRemoved ? 'opacity-30 grayscale' : ''}`}
                  />
                  {isRemoved && (
                    <span className="absolute inset-x-0 bottom-0 bg-red-700/90 px-2 py-1 text-center text-xs font-semibold text-white">
                      Will be removed
                    </span>
                  )}
                  <button
                    type="button"
                    onClick={() => toggleExisting(image.url)}
                    aria-label={isRemoved ? `Keep ${label}` : `Remove ${label}`}
                    className={`${TILE_BUTTON_CLASSES} ${isRemoved ? 'text-brand-800 hover:bg-brand-50' : 'text-red-700 hover:bg-red-50'}`}
                  >
                    {isRemoved ? (
                      <Undo2 className="size-3.5" aria-hidden="true" />
                    ) : (
                      <X className="size-3.5" aria-hidden="true" />
                    )}
                    {isRemoved ? 'Keep' : 'Remove'}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {added.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-700">
            {existing.length > 0 ? 'New images to add' : 'Chosen images'} ({added.length})
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {added.map((image, index) => (
              <li key={image.previewUrl} className={TILE_CLASSES}>
                <img
                  src={image.previewUrl}
                  alt={`New gallery image: ${image.file.name}`}
                  className="size-full object-cover"
                />
                <button
                  type="button"
                  onClick={() => removeAdded(index)}
                  aria-label={`Remove new image ${index + 1}: ${image.file.name}`}
                  className={`${TILE_BUTTON_CLASSES} text-red-700 hover:bg-red-50`}
                >
                  <X className="size-3.5" aria-hidden="true" />
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
