import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { TextInput } from './text-input';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** What the toggle names when a form has several ("new password": "Show new password"). */
  toggleName?: string;
}

/** A password field with a show/hide toggle (SPEC §2); the toggle says what it will do. */
export function PasswordInput({ toggleName = 'password', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
