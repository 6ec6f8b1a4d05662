import { Eye, Target } from 'lucide-react';

const ITEMS = [
  {
    icon: Target,
    title: 'Our Mission',
    text: 'To make booking a celebrity simple, transparent and safe for every client, from a family planning a wedding to a national brand launching a campaign.',
  },
  {
    icon: Eye,
    title: 'Our Vision',
    text: 'To be India’s most trusted bridge between talent and audiences, where every appearance is professionally managed and every artist is fairly represented.',
  },
];

export function MissionVisionSection() {
  return (
    <section aria-label="Mission and vision" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
      <ul className="grid gap-8 md:grid-cols-2">
        {ITEMS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-3xl bg-gradient-to-br from-brand-50 to-white p-8 ring-1 ring-brand-100 sm:p-10"
          >
            <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-gold-300 shadow-md shadow-brand-700/30">
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-6 text-2xl font-bold text-brand-950">{title}</h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
