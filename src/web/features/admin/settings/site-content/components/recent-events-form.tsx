import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { SITE_LIMITS, eventsSchema, type SiteSectionState } from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { Textarea } from '#web/components/ui/textarea';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { SectionList } from './section-list';
import { SiteSectionForm } from '../../components/site-section-form';

const resolver = zodResolver(eventsSchema);

/** Events the agency ran lately, on the Home page in this order. */
export function RecentEventsForm({ state }: { state: SiteSectionState<'events'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({ section: 'events', state, resolver });
  const { control, register } = form;
  const { errors } = form.formState;

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
              <TextField
                id={id('title')}
                label="Title"
                required
                error={itemErrors?.title?.message}
                className="sm:col-span-6"
                input={{ ...register(`items.${index}.title`), maxLength: 100, autoComplete: 'off' }}
              />
              <TextField
                id={id('city')}
                label="City"
                required
                hint="Such as Udaipur, Rajasthan."
                error={itemErrors?.city?.message}
                className="sm:col-span-4"
                input={{ ...register(`items.${index}.city`), maxLength: 80, autoComplete: 'off' }}
              />
              <TextField
                id={id('date')}
                label="Date"
                required
                error={itemErrors?.date?.message}
                className="sm:col-span-2"
                input={{ ...register(`items.${index}.date`), type: 'date' }}
              />
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
