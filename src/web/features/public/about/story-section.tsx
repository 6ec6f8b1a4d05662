import { CardEnterItem } from '#web/components/layout/card-enter';
import { SectionHeading } from '#web/components/layout/section-heading';
import { capitalized } from '#web/lib/calendar-years';
import { useSiteContent } from '#web/lib/site-content';
import { useYearsInBusiness } from './use-years-in-business';

/** SPEC §2: the timeline entries 2010, 2015, 2018, 2020 and 2024; the first is the founding year (Settings). */
const MILESTONES: { year: number | null; title: string; text: string }[] = [
  {
    // The founding year.
    year: null,
    title: 'Founded in Navi Mumbai',
    text: 'Ananya Deshmukh opens a two-desk office in Vashi and books playback singers for weddings across Maharashtra.',
  },
  {
    year: 2015,
    title: 'Going national',
    text: 'Our roster passes 100 celebrities, and our events reach 25 cities, from Kochi to Chandigarh.',
  },
  {
    year: 2018,
    title: 'Influencer marketing',
    text: 'A dedicated creator team launches as Instagram and YouTube become essential for every brand.',
  },
  {
    year: 2020,
    title: 'Celebrations go virtual',
    text: 'Personalised video greetings and online meet-and-greets keep weddings and launches going through lockdowns.',
  },
  {
    year: 2024,
    title: '10,000 events and counting',
    text: 'We pass 10,000 successful events, collect our 50th industry award and move into our Seawoods office.',
  },
];

export function StorySection() {
  // "Sixteen years" in 2026: counted from the founding year, never written down.
  const yearsInWords = useYearsInBusiness();
  const foundedYear = useSiteContent()?.figures.foundedYear;
  if (yearsInWords === undefined || foundedYear === undefined) return null;
  const years = capitalized(yearsInWords);
  return (
    <section aria-labelledby="our-story" className="bg-brand-50 px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-14 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="our-story"
            align="start"
            eyebrow="Our Story"
            title={`${years} years of bringing stars closer`}
          />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              Starline Talent was founded in {foundedYear} with a simple idea: booking a celebrity should be as
              dependable as booking a venue. Our founder had seen too many families and companies lose money to missed
              flights, vague contracts and middlemen who vanished after the advance was paid.
            </p>
            <p>
              So we built an agency on direct relationships with artists and their managers, written quotes within 24
              hours, and a manager who stays with every client until the event is over. {years} years later, the same
              promise serves more than 500 celebrities and thousands of clients across India.
            </p>
          </div>
        </div>
        <ol className="relative space-y-10 border-l-2 border-brand-200 pl-8">
          {MILESTONES.map((milestone, i) => (
            <CardEnterItem key={milestone.title} index={i} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.55rem] size-4 rounded-full bg-gold-400 ring-4 ring-brand-50"
              />
              <p className="text-sm font-bold tracking-wider text-brand-700">{milestone.year ?? foundedYear}</p>
              <h3 className="mt-1 text-xl font-semibold text-brand-950">{milestone.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{milestone.text}</p>
            </CardEnterItem>
          ))}
        </ol>
      </div>
    </section>
  );
}
