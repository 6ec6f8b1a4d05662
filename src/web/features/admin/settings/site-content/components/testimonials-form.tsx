import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { SITE_LIMITS, testimonialsSchema, type SiteSectionState } from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { SectionList } from './section-list';
import { SiteSectionForm } from '../../components/site-section-form';

const resolver = zodResolver(testimonialsSchema);

/** What clients say, on the Home page, in this order. */
export function TestimonialsForm({ state }: { state: SiteSectionState<'testimonials'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({ section: 'testimonials', state, resolver });
  const { control, register } = form;
  const { errors } = form.formState;

  return (
    <SiteSectionForm
      title="Testimonials"
      description="What clients say about the agency, on the Home page in this order."
      {...frame}
    >
      <SectionList
        control={control}
        name="items"
        label="Testimonials"
        itemName="testimonial"
        min={0}
        max={SITE_LIMITS.testimonials}
        emptyText="No testimonials: the Home page leaves the section out."
        newItem={() => ({ quote: '', name: '', role: '' })}
      >
        {(index) => {
          const id = (name: string) => `${idPrefix}-${index}-${name}`;
          const itemErrors = errors.items?.[index];
          return (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id={id('quote')}
                label="Quote"
                required
                hint="Up to 400 characters, without quotation marks."
                error={itemErrors?.quote?.message}
                className="sm:col-span-2"
              >
                {(props) => <Textarea {...props} {...register(`items.${index}.quote`)} rows={3} />}
              </Field>
              <TextField
                id={id('name')}
                label="Name"
                required
                error={itemErrors?.name?.message}
                input={{ ...register(`items.${index}.name`), maxLength: 80, autoComplete: 'off' }}
              />
              <TextField
                id={id('role')}
                label="Who they are"
                required
                hint="Such as Head of Marketing, Deccan Motors, Hyderabad."
                error={itemErrors?.role?.message}
                input={{ ...register(`items.${index}.role`), maxLength: 120, autoComplete: 'off' }}
              />
            </div>
          );
        }}
      </SectionList>
    </SiteSectionForm>
  );
}
