import { useFormContext } from 'react-hook-form';
import { SITE_LIMITS, type ContactDetails } from '#shared/schemas/site-content';
import { EmailInput } from '#web/components/ui/contact-inputs';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { SectionList } from './section-list';

/** The agency's e-mail addresses, 1 to 3; the first is the main one (mailto links, search results). */
export function ContactEmailsList({ idPrefix }: { idPrefix: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ContactDetails>();
  return (
    <SectionList
      control={control}
      name="emails"
      label="E-mail addresses"
      itemName="e-mail address"
      min={1}
      max={SITE_LIMITS.emails}
      emptyText="No e-mail address yet: add the main one."
      itemNote={(index) => (index === 0 ? '(main)' : undefined)}
      newItem={() => ({ label: '', address: '' })}
    >
      {(index) => (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <Field
            id={`${idPrefix}-emails-${index}-label`}
            label="Label"
            hint="Such as General or Press; may be empty."
            error={errors.emails?.[index]?.label?.message}
          >
            {(props) => (
              <TextInput {...props} {...register(`emails.${index}.label`)} maxLength={40} autoComplete="off" />
            )}
          </Field>
          <Field
            id={`${idPrefix}-emails-${index}-address`}
            label="E-mail address"
            required
            error={errors.emails?.[index]?.address?.message}
          >
            {(props) => <EmailInput {...props} {...register(`emails.${index}.address`)} autoComplete="off" />}
          </Field>
        </div>
      )}
    </SectionList>
  );
}
