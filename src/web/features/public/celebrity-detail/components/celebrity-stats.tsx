import { Award, CalendarCheck, Handshake } from 'lucide-react';
import type { CelebrityStats as Stats } from '#shared/schemas/celebrity';

/** SPEC §2: three figures on every profile, each celebrity's own (staff set them; "500+" and so on until then). */
export function CelebrityStats({ stats }: { stats: Stats }) {
  const items = [
    { value: stats.eventsCompleted, label: 'Events Completed', icon: CalendarCheck },
    { value: stats.brandPartnerships, label: 'Brand Partnerships', icon: Handshake },
    { value: stats.yearsExperience, label: 'Years Experience', icon: Award },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {items.map(({ value, label, icon: Icon }) => (
        <li
          key={label}
          className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 shadow-brand-900/5 ring-brand-100"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <p>
            <span className="block text-2xl font-extrabold text-brand-950">{value}</span>{' '}
            <span className="block text-sm text-slate-600">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
