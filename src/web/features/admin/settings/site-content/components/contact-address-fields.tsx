import { useFormContext } from 'react-hook-form';
import type { ContactDetails } from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { TextInput } from '#web/components/ui/text-input';

/** The office's postal address, as the footer, the Contact page and search results show it. */
export function ContactAddressFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContactDetails>();
  const id = (name: string) => `${idPrefix}-address-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField
        id={id('street')}
        label="Street address"
        required
        error={errors.address?.street?.message}
        className="sm:col-span-6"
        input={{ ...register('address.street'), maxLength: 200, autoComplete: 'off' }}
      />
      <TextField
        id={id('locality')}
        label="City"
        required
        error={errors.address?.locality?.message}
        className="sm:col-span-2"
        input={{ ...register('address.locality'), maxLength: 80, autoComplete: 'off' }}
      />
      <TextField
        id={id('region')}
        label="State"
        required
        error={errors.address?.region?.message}
        className="sm:col-span-2"
        input={{ ...register('address.region'), maxLength: 80, autoComplete: 'off' }}
      />
      <Field
        id={id('postal-code')}
        label="PIN code"
        required
        error={errors.address?.postalCode?.message}
        className="sm:col-span-2"
      >
        {(props) => (
          <TextInput
            {...props}
            {...register('address.postalCode')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="off"
          />
        )}
      </Field>
    </div>
  );
}
