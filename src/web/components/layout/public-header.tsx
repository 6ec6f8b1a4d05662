import { NavLink } from 'react-router';
import { PUBLIC_NAV_LINKS } from './public-nav-links';
import { SiteLogo } from './site-logo';

/**
 * Minimal top bar: logo and the five links. NavLink sets aria-current="page" on the active link,
 * which drives the highlight so the styling and the accessible state cannot disagree.
 * (The collapsible small-screen menu of SPEC §2 comes with the public chrome issue.)
 */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label="Main">
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 sm:gap-x-7">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className="relative inline-block py-1 text-sm font-medium text-slate-700 transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-gold-500 after:transition-transform after:duration-300 hover:text-brand-700 hover:after:scale-x-100 aria-[current=page]:text-brand-700 aria-[current=page]:after:scale-x-100"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
