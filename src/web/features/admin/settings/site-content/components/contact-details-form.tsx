import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { contactSchema, type SiteSectionState } from '#shared/schemas/site-content';
import { PhoneInput } from '#web/components/ui/contact-inputs';
import { TextField } from '#web/components/ui/text-field';
import { Field } from '#web/components/ui/field';
import { TextInput } from '#web/components/ui/text-input';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { ContactAddressFields } from './contact-address-fields';
import { ContactList } from './contact-list';
import { FormGroup } from '../../components/form-group';
import { SiteSectionForm } from '../../components/site-section-form';

const resolver = zodResolver(contactSchema);

/** The agency's contact details: the footer, the Contact and About pages, e-mails and search results show them. */
export function ContactDetailsForm({ state }: { state: SiteSectionState<'contact'> }) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const { form, frame } = useSiteSectionForm({ section: 'contact', state, resolver });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <SiteSectionForm
      title="Contact details"
      description="Shown in the footer of every page, on the Contact and About pages, in the e-mails to customers and to search engines."
      {...frame}
    >
      <FormGroup title="Phone numbers" description="The first is the main number: the Call buttons use it.">
        <ContactList kind="phones" idPrefix={idPrefix} />
      </FormGroup>
      <FormGroup title="E-mail addresses" description="The first is the main address: the e-mail links use it.">
        <ContactList kind="emails" idPrefix={idPrefix} />
      </FormGroup>
      <Field
        id={id('whatsapp')}
        label="WhatsApp number"
        hint="With the country code, such as +91 98200 12345. Leave empty to hide the Chat on WhatsApp links."
        error={errors.whatsapp?.message}
        className="max-w-md"
      >
        {(props) => <PhoneInput {...props} {...register('whatsapp')} autoComplete="off" />}
      </Field>
      <FormGroup title="Office address">
        <ContactAddressFields idPrefix={idPrefix} />
      </FormGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('office-hours')}
          label="Office hours"
          required
          hint="Such as Monday to Saturday, 10 am to 7 pm IST."
          error={errors.officeHours?.message}
          input={{ ...register('officeHours'), maxLength: 120, autoComplete: 'off' }}
        />
        <Field
          id={id('map-url')}
          label="Map link"
          hint="The office on a map, starting with https://. Leave empty for none."
          error={errors.mapUrl?.message}
        >
          {(props) => (
            <TextInput
              {...props}
              {...register('mapUrl')}
              type="url"
              inputMode="url"
              maxLength={500}
              autoComplete="off"
              placeholder="https://maps.google.com/..."
            />
          )}
        </Field>
      </div>
    </SiteSectionForm>
  );
}
