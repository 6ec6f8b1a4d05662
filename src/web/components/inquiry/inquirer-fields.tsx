import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { EmailInput, PhoneInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import type { InquiryFormValues } from './use-inquiry-form';

interface InquirerFieldsProps {
  register: UseFormRegister<InquiryFormValues>;
  errors: FieldErrors<InquiryFormValues>;
  /** The id of each field's control, unique on the page. */
  idOf: (field: 'name' | 'email' | 'phoneNumber') => string;
}

/** Who is asking: name, e-mail and phone, the first fields of every inquiry form. */
export function InquirerFields({ register, errors, idOf }: InquirerFieldsProps) {
  return (
    <>
      <Field id={idOf('name')} label="Name" required error={errors.name?.message}>
        {(control) => <TextInput {...control} {...register('name')} autoComplete="name" maxLength={TEXT_LIMITS.name} />}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={idOf('email')} label="Email" required error={errors.email?.message}>
          {(control) => <EmailInput {...control} {...register('email')} autoComplete="email" />}
        </Field>
        <Field id={idOf('phoneNumber')} label="Phone number" required error={errors.phoneNumber?.message}>
          {(control) => <PhoneInput {...control} {...register('phoneNumber')} autoComplete="tel" />}
        </Field>
      </div>
    </>
  );
}
