import { useFormContext } from 'react-hook-form';
import { CELEBRITY_STATS_DEFAULTS } from '#shared/schemas/site-content';
import { TextField } from '#web/components/ui/text-field';
import { PROFILE_FIGURE_MAX_LENGTH, type CelebrityFormValues } from '../utils/celebrity-form-values';
import { FormSection } from './form-section';

type FigureField = keyof typeof CELEBRITY_STATS_DEFAULTS;

/** The three figures of the public profile, with the labels it shows them under (SPEC §2). */
const FIGURES: { name: FigureField; label: string }[] = [
  { name: 'eventsCompleted', label: 'Events Completed' },
  { name: 'brandPartnerships', label: 'Brand Partnerships' },
  { name: 'yearsExperience', label: 'Years Experience' },
];

/** The profile's figures ("500+ Events Completed"); an emptied field goes back to the usual value. */
export function ProfileFiguresSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CelebrityFormValues>();
  return (
    <FormSection title="Profile figures" description="The three figures shown on the celebrity's public profile.">
      <div className="grid gap-6 sm:grid-cols-3">
        {FIGURES.map(({ name, label }) => (
          <TextField
            key={name}
            id={`celebrity-${name}`}
            label={label}
            hint={`Left empty, it shows ${CELEBRITY_STATS_DEFAULTS[name]}`}
            error={errors[name]?.message}
            input={{ ...register(name), autoComplete: 'off', maxLength: PROFILE_FIGURE_MAX_LENGTH }}
          />
        ))}
      </div>
    </FormSection>
  );
}
