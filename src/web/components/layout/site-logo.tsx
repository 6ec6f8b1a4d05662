import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../lib/site';

/** The "Starline Talent" word mark; always leads home. */
export function SiteLogo() {
  return (
    <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-brand-950">
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-950 text-gold-400">
        <Star className="size-4.5" fill="currentColor" strokeWidth={1.5} />
      </span>
      {SITE_NAME}
    </Link>
  );
}
