import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { ResponsiveImage } from '#web/components/responsive-image';
import { useSiteContent } from '#web/lib/site-content';
import { useYearsInBusiness } from './use-years-in-business';
import { withYears } from './with-years';

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

/** The photo is drawn 96 px wide (size-24). */
const PHOTO_SIZES = '96px';

/** One, two or three to a row on wide screens: a short team stays centred. */
const GRID_COLUMNS = ['', 'md:grid-cols-1 max-w-sm mx-auto', 'md:grid-cols-2 max-w-3xl mx-auto', 'md:grid-cols-3'];

/**
 * The team (Settings): a photo or the initials, name, role and bio; a bio's `{years}` counts the
 * agency's years ("over sixteen years" in 2026).
 */
export function TeamSection() {
  const team = useSiteContent()?.team.items;
  const years = useYearsInBusiness();
  if (!team?.length || years === undefined) return null;
  return (
    <PageSection
      band
      id="team"
      eyebrow="Our Team"
      title="The people behind the stars"
      description="A small senior team, personally involved in every booking."
    >
      <ul className={`mt-14 grid gap-8 ${GRID_COLUMNS[Math.min(team.length, 3)]}`}>
        {team.map((member, i) => (
          <CardEnterItem
            key={i}
            index={i}
            className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
          >
            {member.photo ? (
              <ResponsiveImage
                image={member.photo}
                alt={`Portrait of ${member.name}`}
                sizes={PHOTO_SIZES}
                className="mx-auto size-24 rounded-full object-cover shadow-lg ring-4 shadow-brand-700/30 ring-gold-200"
              />
            ) : (
              <span
                aria-hidden="true"
                className="mx-auto grid size-24 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-950 text-3xl font-bold text-gold-300 shadow-lg ring-4 shadow-brand-700/30 ring-gold-200"
              >
                {initials(member.name)}
              </span>
            )}
            <h3 className="mt-6 text-xl font-semibold text-brand-950">{member.name}</h3>
            <p className="mt-1 font-medium text-brand-700">{member.role}</p>
            <p className="mt-4 leading-relaxed text-slate-600">{withYears(member.bio, years)}</p>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
