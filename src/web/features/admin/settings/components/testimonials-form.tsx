import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  SITE_LIMITS,
  testimonialsSchema,
  type SiteSectionState,
  type Testimonials,
} from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/textarea';
import { TextInput } from '#web/components/ui/text-input';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { listErrorMessage } from '../utils/site-form-errors';
import { EditableList } from './editable-list';
import { SiteSectionForm } from './site-section-form';

const resolver = zodResolver(testimonialsSchema);
const asSaved = (value: Testimonials) => value;

/** What clients say, on the Home page, in this order. */
export function TestimonialsForm({ state }: { state: SiteSectionState<'testimonials'> }) {
  const idPrefix = useId();
  const { form, submit, discard, restored, savedSince } = useSiteSectionForm({
    section: 'testimonials',
    state,
    toFormValues: asSaved,
    resolver,
  });
  const {
    control,
    register,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { fields, append, move, remove } = useFieldArray({ control, name: 'items' });

  return (
    <SiteSectionForm
      title="Testimonials"
      description="What clients say about the agency, on the Home page in this order."
      updatedAt={state.updatedAt}
      updatedByName={state.updatedByName}
      onSubmit={(event) => void submit(event)}
      onDiscard={discard}
      saving={isSubmitting}
      dirty={isDirty}
      restored={restored}
      savedSince={savedSince}
      rootError={errors.root?.server?.message}
    >
      <EditableList
        label="Testimonials"
        itemName="testimonial"
        keys={fields.map((field) => field.id)}
        min={0}
        max={SITE_LIMITS.testimonials}
        error={listErrorMessage(errors.items)}
        emptyText="No testimonials: the Home page leaves the section out."
        onAdd={() => append({ quote: '', name: '', role: '' })}
        onMove={move}
        onRemove={remove}
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
              <Field id={id('name')} label="Name" required error={itemErrors?.name?.message}>
                {(props) => (
                  <TextInput {...props} {...register(`items.${index}.name`)} maxLength={80} autoComplete="off" />
                )}
              </Field>
              <Field
                id={id('role')}
                label="Who they are"
                required
                hint="Such as Head of Marketing, Deccan Motors, Hyderabad."
                error={itemErrors?.role?.message}
              >
                {(props) => (
                  <TextInput {...props} {...register(`items.${index}.role`)} maxLength={120} autoComplete="off" />
                )}
              </Field>
            </div>
          );
        }}
      </EditableList>
    </SiteSectionForm>
  );
}
