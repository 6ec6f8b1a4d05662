import { ImagePlus, Undo2, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { ResponsiveImage as ResponsiveImageData } from '#shared/schemas/celebrity';
import { ResponsiveImage } from '#web/components/responsive-image';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import type { CelebrityFormValues } from '../utils/celebrity-form-values';
import { chooseImage, releaseImage } from '../utils/chosen-image';
import { takeProfileImage } from '#web/lib/image-checks';
import { ImageFileButton } from '#web/components/ui/image-file-button';

interface ProfileImageFieldProps {
  /** The stored image (edit mode): shown until a new one is chosen. */
  current: ResponsiveImageData | null;
  required: boolean;
}

/**
 * The profile image (SPEC §4, §5): required only when adding; a chosen file is checked at once
 * and previewed locally; in edit mode the current image shows until it is replaced.
 */
export function ProfileImageField({ current, required }: ProfileImageFieldProps) {
  const { control, setError, clearErrors } = useFormContext<CelebrityFormValues>();
  const { field, fieldState } = useController({ control, name: 'profileImage' });
  const chosen = field.value;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    // Refused: the earlier choice (if any) stays; the preview shows a choice.
    const file = takeProfileImage(event.target, (problem) =>
      setError('profileImage', { type: 'file', message: problem }),
    );
    if (!file) return;
    releaseImage(chosen);
    field.onChange(chooseImage(file));
    clearErrors('profileImage');
  };

  const onRemove = () => {
    releaseImage(chosen);
    field.onChange(null);
  };

  return (
    <Field
      id="celebrity-profile-image"
      label="Profile image"
      required={required}
      hint="JPG, PNG or GIF, up to 10MB"
      error={fieldState.error?.message}
    >
      {(props) => (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="relative size-32 shrink-0 overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-brand-100">
            {chosen ? (
              <img
                src={chosen.previewUrl}
                alt={`New profile image: ${chosen.file.name}`}
                className="size-full object-cover"
              />
            ) : current ? (
              <ResponsiveImage
                image={current}
                alt="Current profile image"
                sizes="128px"
                className="size-full object-cover object-top"
              />
            ) : (
              <span className="flex size-full items-center justify-center text-brand-300">
                <ImagePlus className="size-10" aria-hidden="true" />
              </span>
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <ImageFileButton
              {...props}
              text={chosen || current ? 'Replace image' : 'Choose image'}
              inputRef={field.ref}
              onChange={onChoose}
              onBlur={field.onBlur}
            />
            {chosen ? (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                <span className="min-w-0 truncate">
                  {current ? 'Replaces the current image: ' : 'Chosen: '}
                  <span className="font-medium">{chosen.file.name}</span>
                </span>
                <Button variant="ghost" size="sm" onClick={onRemove}>
                  {current ? (
                    <Undo2 className="size-4" aria-hidden="true" />
                  ) : (
                    <X className="size-4" aria-hidden="true" />
                  )}
                  {current ? 'Keep current image' : 'Remove image'}
                </Button>
              </div>
            ) : (
              current && <p className="text-sm text-slate-600">The current image stays unless you replace it.</p>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
