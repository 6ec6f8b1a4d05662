import { useFormContext, useWatch } from 'react-hook-form';
import { CATEGORIES, RATING_MAX, RATING_MIN, RATING_STEP } from '#shared/constants/celebrities';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { PAGES } from '#shared/pages';
import { SLUG_MAX_LENGTH, slugify } from '#shared/slug';
import { Field } from '#web/components/ui/field';
import { TextField } from '#web/components/ui/text-field';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import type { CelebrityFormValues } from '../utils/celebrity-form-values';
import { FormSection } from './form-section';

/** Name, category, location, followers, rating, social handle and price (SPEC §5). */
export function BasicInformationSection() {
  const {
    register,
    control,
    trigger,
    formState: { errors, isSubmitted },
  } = useFormContext<CelebrityFormValues>();
  const priceOnDemand = useWatch({ control, name: 'priceOnDemand' });
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  // The address the profile will have: the URL name as typed, or the one made from the name.
  const typedSlug = slug.trim();
  // As typed (not URL-encoded): a mistyped one is shown as it is, beside its error.
  const preview = PAGES.celebrity.path.replace(':id', typedSlug || (name.trim() ? slugify(name) : '…'));

  return (
    <FormSection title="Basic Information" description="Who the celebrity is and what an appearance costs.">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="celebrity-name"
          label="Name"
          className="sm:col-span-2"
          required
          error={errors.name?.message}
          input={{ ...register('name'), autoComplete: 'off', maxLength: TEXT_LIMITS.name }}
        />
        <Field
          id="celebrity-slug"
          label="URL name"
          className="sm:col-span-2"
          hint={`${typedSlug ? '' : 'Left empty, it is made from the name (with a number added if another celebrity has it). '}The profile's address: ${preview}`}
          error={errors.slug?.message}
        >
          {(props) => (
            <TextInput
              {...props}
              {...register('slug')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={name.trim() ? slugify(name) : 'e.g. meera-kapoor'}
              maxLength={SLUG_MAX_LENGTH}
            />
          )}
        </Field>
        <Field id="celebrity-category" label="Category" required error={errors.category?.message}>
          {(props) => (
            <Select {...props} {...register('category')}>
              <option value="">Select a category</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="celebrity-location" label="Location" required error={errors.location?.message}>
          {(props) => (
            <TextInput
              {...props}
              {...register('location')}
              placeholder="e.g. Mumbai, Maharashtra"
              maxLength={TEXT_LIMITS.location}
            />
          )}
        </Field>
        <TextField
          id="celebrity-followers"
          label="Followers"
          required
          hint="As shown on the profile, e.g. 12.5M"
          error={errors.followers?.message}
          input={{ ...register('followers'), maxLength: TEXT_LIMITS.followers }}
        />
        <Field
          id="celebrity-rating"
          label="Rating"
          required
          hint={`From ${RATING_MIN} to ${RATING_MAX}, in steps of ${RATING_STEP}`}
          error={errors.rating?.message}
        >
          {(props) => (
            <TextInput
              {...props}
              {...register('rating')}
              type="number"
              inputMode="decimal"
              min={RATING_MIN}
              max={RATING_MAX}
              step={RATING_STEP}
            />
          )}
        </Field>
        <TextField
          id="celebrity-social-profile"
          label="Social profile"
          hint="The handle, e.g. @meerakapoor"
          error={errors.socialProfile?.message}
          input={{ ...register('socialProfile'), autoComplete: 'off', maxLength: TEXT_LIMITS.shortText }}
        />
      </div>

      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 sm:items-start">
        <Field
          id="celebrity-price"
          label="Price (₹)"
          required={!priceOnDemand}
          hint="Whole rupees per appearance"
          error={priceOnDemand ? undefined : errors.price?.message}
        >
          {(props) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
              >
                ₹
              </span>
              <TextInput
                {...props}
                {...register('price')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                // SPEC §5: ticking Price on Demand disables the price (its value is kept).
                disabled={priceOnDemand}
                placeholder={priceOnDemand ? 'Price on Demand' : 'e.g. 200000'}
                className="pl-8"
              />
            </div>
          )}
        </Field>
        <div className="sm:pt-8">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              {...register('priceOnDemand', {
                // After a first submit, the price's error follows the box at once.
                onChange: () => {
                  if (isSubmitted) void trigger('price');
                },
              })}
              className="size-5 cursor-pointer rounded border-slate-300 accent-brand-700"
            />
            Price on Demand
          </label>
        </div>
      </div>
    </FormSection>
  );
}
