import { Award, CalendarCheck, Handshake } from 'lucide-react';

/** SPEC §2: the same three figures on every profile. */
const STATS = [
  { value: '500+', label: 'Events Completed', icon: CalendarCheck },
  { value: '25+', label: 'Brand Partnerships', icon: Handshake },
  { value: '10+', label: 'Years Experience', icon: Award },
] as const;

export function CelebrityStats() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {STATS.map(({ value, label, icon: Icon }) => (
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
