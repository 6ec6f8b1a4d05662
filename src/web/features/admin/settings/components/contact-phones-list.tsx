import { useFormContext } from 'react-hook-form';
import { SITE_LIMITS, type ContactDetails } from '#shared/schemas/site-content';
import { PhoneInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { SectionList } from './section-list';

/** The agency's phone numbers, 1 to 3; the first is the main one (Call buttons, e-mails, search results). */
export function ContactPhonesList({ idPrefix }: { idPrefix: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ContactDetails>();
  return (
    <SectionList
      control={control}
      name="phones"
      label="Phone numbers"
      itemName="phone number"
      min={1}
      max={SITE_LIMITS.phones}
      emptyText="No phone number yet: add the main one."
      itemNote={(index) => (index === 0 ? '(main)' : undefined)}
      newItem={() => ({ label: '', number: '' })}
    >
      {(index) => (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <Field
            id={`${idPrefix}-phones-${index}-label`}
            label="Label"
            hint="Such as Office or Bookings; may be empty."
            error={errors.phones?.[index]?.label?.message}
          >
            {(props) => (
              <TextInput {...props} {...register(`phones.${index}.label`)} maxLength={40} autoComplete="off" />
            )}
          </Field>
          <Field
            id={`${idPrefix}-phones-${index}-number`}
            label="Phone number"
            required
            error={errors.phones?.[index]?.number?.message}
          >
            {(props) => <PhoneInput {...props} {...register(`phones.${index}.number`)} autoComplete="off" />}
          </Field>
        </div>
      )}
    </SectionList>
  );
}
