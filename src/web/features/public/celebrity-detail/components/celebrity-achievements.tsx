import { Trophy } from 'lucide-react';
import { DetailSection } from './detail-section';

export function CelebrityAchievements({ achievements }: { achievements: string[] }) {
  return (
    <DetailSection id="achievements-heading" title="Achievements">
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {achievements.map((achievement) => (
          <li
            key={achievement}
            className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 shadow-brand-900/5 ring-brand-100"
          >
            <Trophy className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
            <span className="text-slate-800">{achievement}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
