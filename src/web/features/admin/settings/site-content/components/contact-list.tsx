import { useFormContext, type FieldArray, type Path } from 'react-hook-form';
import { SITE_LIMITS, type ContactDetails } from '#shared/schemas/site-content';
import { EmailInput, PhoneInput } from '#web/components/ui/contact-inputs';
import { TextField } from '#web/components/ui/text-field';
import { Field } from '#web/components/ui/field';
import { SectionList } from './section-list';

/**
 * The agency's phone numbers and e-mail addresses, 1 to 3 each; the first is the main one (Call
 * buttons and mailto links, the e-mails, search results).
 */
const CONTACT_LISTS = {
  phones: {
    label: 'Phone numbers',
    itemName: 'phone number',
    max: SITE_LIMITS.phones,
    labelHint: 'Such as Office or Bookings; may be empty.',
    field: 'number',
    fieldLabel: 'Phone number',
    Input: PhoneInput,
  },
  emails: {
    label: 'E-mail addresses',
    itemName: 'e-mail address',
    max: SITE_LIMITS.emails,
    labelHint: 'Such as General or Press; may be empty.',
    field: 'address',
    fieldLabel: 'E-mail address',
    Input: EmailInput,
  },
} as const;

interface ContactListProps {
  kind: keyof typeof CONTACT_LISTS;
  idPrefix: string;
}

/** One of the contact lists: each row a label and the number or address, the first marked main. */
export function ContactList({ kind, idPrefix }: ContactListProps) {
  const { label, itemName, max, labelHint, field, fieldLabel, Input } = CONTACT_LISTS[kind];
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ContactDetails>();
  const rowErrors = (index: number) =>
    errors[kind]?.[index] as Record<'label' | typeof field, { message?: string } | undefined> | undefined;
  return (
    <SectionList
      control={control}
      name={kind}
      label={label}
      itemName={itemName}
      min={1}
      max={max}
      emptyText={`No ${itemName} yet: add the main one.`}
      itemNote={(index) => (index === 0 ? '(main)' : undefined)}
      newItem={() => ({ label: '', [field]: '' }) as FieldArray<ContactDetails, typeof kind>}
    >
      {(index) => (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
          <TextField
            id={`${idPrefix}-${kind}-${index}-label`}
            label="Label"
            hint={labelHint}
            error={rowErrors(index)?.label?.message}
            input={{ ...register(`${kind}.${index}.label`), maxLength: 40, autoComplete: 'off' }}
          />
          <Field
            id={`${idPrefix}-${kind}-${index}-${field}`}
            label={fieldLabel}
            required
            error={rowErrors(index)?.[field]?.message}
          >
            {(props) => (
              <Input {...props} {...register(`${kind}.${index}.${field}` as Path<ContactDetails>)} autoComplete="off" />
            )}
          </Field>
        </div>
      )}
    </SectionList>
  );
}
