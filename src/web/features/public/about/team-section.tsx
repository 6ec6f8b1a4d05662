import { CardEnterItem } from '#web/components/layout/card-enter';
import { PageSection } from '#web/components/layout/page-section';
import { useYearsInBusiness } from './use-years-in-business';

/** The team; the founder's line counts the agency's years ("over sixteen years" in 2026). */
function teamMembers(yearsInWords: string) {
  return [
    {
      name: 'Ananya Deshmukh',
      role: 'Founder & Managing Director',
      bio: `Built Starline from a two-desk office in Vashi into a national agency over ${yearsInWords} years.`,
    },
    {
      name: 'Rohan Sethi',
      role: 'Head of Talent Relations',
      bio: 'Looks after our relationships with more than 500 celebrities and their management teams.',
    },
    {
      name: 'Priya Nair',
      role: 'Director, Brand Partnerships',
      bio: 'Leads endorsements and influencer campaigns for consumer brands across India.',
    },
  ];
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');
}

export function TeamSection() {
  const team = teamMembers(useYearsInBusiness());
  return (
    <PageSection
      band
      id="team"
      eyebrow="Our Team"
      title="The people behind the stars"
      description="A small senior team, personally involved in every booking."
    >
      <ul className="mt-14 grid gap-8 md:grid-cols-3">
        {team.map((member, i) => (
          <CardEnterItem
            key={member.name}
            index={i}
            className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100"
          >
            <span
              aria-hidden="true"
              className="mx-auto grid size-24 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-950 text-3xl font-bold text-gold-300 shadow-lg ring-4 shadow-brand-700/30 ring-gold-200"
            >
              {initials(member.name)}
            </span>
            <h3 className="mt-6 text-xl font-semibold text-brand-950">{member.name}</h3>
            <p className="mt-1 font-medium text-brand-700">{member.role}</p>
            <p className="mt-4 leading-relaxed text-slate-600">{member.bio}</p>
          </CardEnterItem>
        ))}
      </ul>
    </PageSection>
  );
}
