import { ImagePlus } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { FieldControlProps } from '#web/components/ui/field';
import { buttonClasses } from '#web/components/ui/button';
import { IMAGE_ACCEPT } from '../../lib/image-checks';

interface ImageFileButtonProps extends FieldControlProps {
  /** The visible text of the button, e.g. "Choose image". */
  text: string;
  multiple?: boolean;
  disabled?: boolean;
  inputRef: ComponentProps<'input'>['ref'];
  onChange: ComponentProps<'input'>['onChange'];
  onBlur: ComponentProps<'input'>['onBlur'];
}

/**
 * A file input drawn as an outline button. The native input stays in the page (visually
 * hidden, still focusable and labelled by the field), so the keyboard and assistive technology
 * use it as usual; its own "No file chosen" text would contradict the previews beside it.
 */
export function ImageFileButton({
  text,
  multiple = false,
  disabled = false,
  inputRef,
  onChange,
  onBlur,
  ...control
}: ImageFileButtonProps) {
  return (
    <div className="relative inline-flex">
      <input
        {...control}
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        onBlur={onBlur}
        className="peer sr-only"
      />
      <label
        htmlFor={control.id}
        className={buttonClasses({
          variant: 'outline',
          size: 'sm',
          className:
            'cursor-pointer peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-[3px] peer-focus-visible:outline-brand-600 peer-focus-visible:outline-solid peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-red-400',
        })}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {text}
      </label>
    </div>
  );
}
