import { AtSign, CalendarDays, MapPin, Star, Users, type LucideIcon } from 'lucide-react';
import { formatDate } from '#shared/format';
import type { Celebrity } from '#shared/schemas/celebrity';

interface Fact {
  label: string;
  value: string;
  icon: LucideIcon;
}

/** Location, rating, followers, joined date (from createdAt) and social profile (SPEC §2). */
export function CelebrityFacts({ celebrity }: { celebrity: Celebrity }) {
  const facts: Fact[] = [
    { label: 'Location', value: celebrity.location, icon: MapPin },
    { label: 'Rating', value: `${celebrity.rating.toFixed(1)} / 5`, icon: Star },
    { label: 'Followers', value: celebrity.followers, icon: Users },
    { label: 'Joined', value: formatDate(celebrity.createdAt), icon: CalendarDays },
  ];
  if (celebrity.socialProfile) facts.push({ label: 'Social profile', value: celebrity.socialProfile, icon: AtSign });
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map(({ label, value, icon: Icon }) => (
        // A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, placed to the left.
        <div key={label} className="relative rounded-xl bg-white py-4 pr-4 pl-17 ring-1 ring-slate-200">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <span className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="mt-0.5 font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
