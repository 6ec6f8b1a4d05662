import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import {
  SITE_LIMITS,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  socialSchema,
  type SiteSectionState,
} from '#shared/schemas/site-content';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { TextInput } from '#web/components/ui/text-input';
import { useSiteSectionForm } from '../hooks/use-site-section-form';
import { SectionList } from './section-list';
import { SiteSectionForm } from '../../components/site-section-form';

const resolver = zodResolver(socialSchema);

/** The agency's profiles on social networks: the footer's icons, in this order (none: no icons). */
export function SocialLinksForm({ state }: { state: SiteSectionState<'social'> }) {
  const idPrefix = useId();
  const { form, frame } = useSiteSectionForm({ section: 'social', state, resolver });
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = form;

  // A new row starts on a network not listed yet (each may be listed once).
  const newLink = () => {
    const listed = new Set(getValues('links').map((link) => link.network));
    const network = SOCIAL_NETWORKS.find((candidate) => !listed.has(candidate)) ?? SOCIAL_NETWORKS[0];
    return { network, url: '' };
  };

  return (
    <SiteSectionForm
      title="Social links"
      description="The icons in the footer of every page, in this order, and the agency’s profiles for search engines."
      {...frame}
    >
      <SectionList
        control={control}
        name="links"
        label="Social links"
        itemName="link"
        min={0}
        max={SITE_LIMITS.socialLinks}
        emptyText="No social links: the footer shows no icons."
        newItem={newLink}
      >
        {(index) => (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            <Field
              id={`${idPrefix}-links-${index}-network`}
              label="Network"
              required
              error={errors.links?.[index]?.network?.message}
            >
              {(props) => (
                <Select {...props} {...register(`links.${index}.network`)}>
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {SOCIAL_NETWORK_LABELS[network]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              id={`${idPrefix}-links-${index}-url`}
              label="Profile address"
              required
              error={errors.links?.[index]?.url?.message}
            >
              {(props) => (
                <TextInput
                  {...props}
                  {...register(`links.${index}.url`)}
                  type="url"
                  inputMode="url"
                  maxLength={500}
                  autoComplete="off"
                  placeholder="https://www.instagram.com/..."
                />
              )}
            </Field>
          </div>
        )}
      </SectionList>
    </SiteSectionForm>
  );
}
