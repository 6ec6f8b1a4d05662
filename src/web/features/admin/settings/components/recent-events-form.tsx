import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { SITE_LIMITS, eventsSchema, type SiteSectionState } from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/textarea';
import { TextInput } from '#web/components/ui/text-input';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { SectionList } from './section-list';
import { SiteSectionForm } from './site-section-form';

const resolver = zodResolver(eventsSchema);

/** Events the agency ran lately, on the Home page in this order. */
export function RecentEventsForm({ state }: { state: SiteSectionState<'events'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({
    section: 'events',
    state,
    resolver,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <SiteSectionForm
      title="Recent events"
      description="Events the agency ran lately, on the Home page in this order (newest first reads best)."
      {...frame}
    >
      <SectionList
        control={control}
        name="items"
        label="Recent events"
        itemName="event"
        min={0}
        max={SITE_LIMITS.events}
        emptyText="No recent events: the Home page leaves the section out."
        newItem={() => ({ title: '', city: '', date: '', text: '' })}
      >
        {(index) => {
          const id = (name: string) => `${idPrefix}-${index}-${name}`;
          const itemErrors = errors.items?.[index];
          return (
            <div className="grid gap-4 sm:grid-cols-6">
              <Field
                id={id('title')}
                label="Title"
                required
                error={itemErrors?.title?.message}
                className="sm:col-span-6"
              >
                {(props) => (
                  <TextInput {...props} {...register(`items.${index}.title`)} maxLength={100} autoComplete="off" />
                )}
              </Field>
              <Field
                id={id('city')}
                label="City"
                required
                hint="Such as Udaipur, Rajasthan."
                error={itemErrors?.city?.message}
                className="sm:col-span-4"
              >
                {(props) => (
                  <TextInput {...props} {...register(`items.${index}.city`)} maxLength={80} autoComplete="off" />
                )}
              </Field>
              <Field id={id('date')} label="Date" required error={itemErrors?.date?.message} className="sm:col-span-2">
                {(props) => <TextInput {...props} {...register(`items.${index}.date`)} type="date" />}
              </Field>
              <Field
                id={id('text')}
                label="What happened"
                required
                hint="One or two sentences, up to 300 characters."
                error={itemErrors?.text?.message}
                className="sm:col-span-6"
              >
                {(props) => <Textarea {...props} {...register(`items.${index}.text`)} rows={2} />}
              </Field>
            </div>
          );
        }}
      </SectionList>
    </SiteSectionForm>
  );
}
