import { UserRound, X } from 'lucide-react';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { MESSAGES } from '#shared/messages';
import type { TeamMembers } from '#shared/schemas/site-content';
import { ResponsiveImage } from '#web/components/responsive-image';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Spinner } from '#web/components/ui/spinner';
import { ImageFileButton } from '#web/components/ui/image-file-button';
import { takeProfileImage } from '#web/lib/image-checks';
import { ApiError } from '#web/lib/api-client';
import { useUploadSiteImage } from '../api/upload-site-image';

interface TeamMemberPhotoFieldProps {
  id: string;
  index: number;
}

/**
 * A team member's photo: chosen, checked at once (type and size, as the celebrity form checks),
 * uploaded straight away and previewed from the server's WebP variants; it becomes part of the
 * site when the form is saved. A refusal shows on the field and leaves the earlier photo.
 */
export function TeamMemberPhotoField({ id, index }: TeamMemberPhotoFieldProps) {
  const { control, setError, clearErrors, setValue } = useFormContext<TeamMembers>();
  const { field, fieldState } = useController({ control, name: `items.${index}.photo` });
  const upload = useUploadSiteImage();
  const photo = field.value ?? null;
  const who = `team member ${index + 1}`;

  // The row may move (or go) while its photo uploads: the answer goes to where the row is then.
  const row = useRef<number | null>(index);
  useEffect(() => {
    row.current = index;
    return () => {
      row.current = null;
    };
  }, [index]);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeProfileImage(event.target, (problem) =>
      setError(`items.${index}.photo`, { type: 'file', message: problem }),
    );
    if (!file) return;
    clearErrors(`items.${index}.photo`);
    try {
      const stored = await upload.mutateAsync(file);
      if (row.current !== null) setValue(`items.${row.current}.photo`, stored, { shouldDirty: true });
    } catch (error) {
      if (row.current === null) return;
      const message = error instanceof ApiError ? error.message : MESSAGES.genericError;
      setError(`items.${row.current}.photo`, { type: 'upload', message });
    }
  };

  return (
    <Field
      id={id}
      label="Photo"
      hint="JPG, PNG, WebP, GIF or AVIF, up to 10 MB. A square photo with the face in the middle looks best."
      error={fieldState.error?.message}
    >
      {(props) => (
        <div className="flex items-center gap-4">
          <div className="size-20 shrink-0 overflow-hidden rounded-full bg-brand-50 ring-1 ring-brand-100">
            {photo ? (
              <ResponsiveImage image={photo} alt={`Photo of ${who}`} sizes="80px" className="size-full object-cover" />
            ) : (
              <span className="flex size-full items-center justify-center text-brand-300">
                <UserRound className="size-9" aria-hidden="true" />
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            {upload.isPending ? (
              <p className="flex min-h-9 items-center gap-2 text-sm font-medium text-slate-700" role="status">
                <Spinner className="size-4 text-brand-600" />
                Uploading photo...
              </p>
            ) : (
              <ImageFileButton
                {...props}
                text={photo ? 'Replace photo' : 'Upload photo'}
                inputRef={field.ref}
                onChange={(event) => void onChoose(event)}
                onBlur={field.onBlur}
              />
            )}
            {photo && !upload.isPending && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove photo of ${who}`}
                onClick={() => field.onChange(null)}
              >
                <X className="size-4" aria-hidden="true" />
                Remove photo
              </Button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
