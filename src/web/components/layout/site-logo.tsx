import { Link } from 'react-router';
import { PAGES } from '#shared/pages';
import { SITE_NAME } from '#web/lib/site';
import { StarIcon } from './icons';

interface SiteLogoProps {
  /** `light` on the white top bar, `dark` on the deep violet footer. */
  tone?: 'light' | 'dark';
  onClick?: () => void;
}

/** The "Starline Talent" word mark; always leads home. */
export function SiteLogo({ tone = 'light', onClick }: SiteLogoProps) {
  const dark = tone === 'dark';
  return (
    <Link
      to={PAGES.home.getHref()}
      onClick={onClick}
      className={`inline-flex shrink-0 items-center gap-2.5 text-lg font-bold tracking-tight ${dark ? 'text-white' : 'text-brand-950'}`}
    >
      <span
        aria-hidden="true"
        className={`grid size-9 place-items-center rounded-xl bg-gradient-to-br text-gold-400 shadow-sm ${dark ? 'from-brand-700 to-brand-900 ring-1 ring-white/15' : 'from-brand-800 to-brand-950'}`}
      >
        <StarIcon className="size-5" fill="currentColor" strokeWidth={1.5} />
      </span>
      {SITE_NAME}
    </Link>
  );
}
