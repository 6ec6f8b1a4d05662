import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { figuresSchema, type SiteFigures, type SiteSectionState } from '#shared/schemas/site-content';
import { TextField } from '#web/components/ui/text-field';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { toFiguresFormValues, type FiguresFormValues } from '../utils/figures-form-values';
import { FigureRows } from './figure-rows';
import { FormGroup } from '../../components/form-group';
import { SiteSectionForm } from '../../components/site-section-form';

const resolver = zodResolver(figuresSchema) as unknown as Resolver<FiguresFormValues, unknown, SiteFigures>;

/** The founding year ("Since 2010", the years in business) and the two rows of four figures. */
export function FiguresForm({ state }: { state: SiteSectionState<'figures'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({
    section: 'figures',
    state,
    toFormValues: toFiguresFormValues,
    resolver,
  });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <SiteSectionForm
      title="Figures"
      description="The year the agency was founded, and the figures on the Home and About pages."
      {...frame}
    >
      <TextField
        id={`${idPrefix}-founded-year`}
        label="Founding year"
        required
        hint="About shows “Since” this year, and the years in business counted from it."
        error={errors.foundedYear?.message}
        className="max-w-xs"
        input={{ ...register('foundedYear'), inputMode: 'numeric', maxLength: 4, autoComplete: 'off' }}
      />
      <FormGroup
        title="Home: the figures strip"
        description="Four figures under the Home page’s first screen: each a short figure, such as 500+, and what it counts."
      >
        <FigureRows name="homeStats" idPrefix={`${idPrefix}-home`} />
      </FormGroup>
      <FormGroup
        title="About: Our impact in numbers"
        description="Four figures on the About page, laid out as on Home."
      >
        <FigureRows name="impactStats" idPrefix={`${idPrefix}-impact`} />
      </FormGroup>
    </SiteSectionForm>
  );
}
