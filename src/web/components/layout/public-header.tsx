import { useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import { CloseIcon, MenuIcon } from './icons';
import { MENU_ID, menuButtonLabel } from '#shared/menu-button';
import { PUBLIC_NAV_LINKS } from './public-nav-links';
import { SiteLogo } from './site-logo';

/** Desktop link: the animated underline grows in on hover and stays under the current page. */
const desktopLinkClass =
  'relative inline-block py-2 text-[0.9375rem] font-medium text-slate-700 transition-colors after:absolute after:inset-x-0 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-gradient-to-r after:from-brand-600 after:to-gold-500 after:transition-transform after:duration-300 after:ease-out hover:text-brand-700 hover:after:scale-x-100 aria-[current=page]:text-brand-700 aria-[current=page]:after:scale-x-100';

const mobileLinkClass =
  'flex items-center rounded-xl border-l-4 border-transparent px-4 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:border-gold-500 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

/**
 * The top bar of SPEC §2, fixed to the top (the layout pads the page below it). NavLink sets
 * aria-current="page" on the active link, which drives the highlight, so the styling and the
 * accessible state cannot disagree.
 *
 * Under 768 px a menu button shows the same links in a popover (the HTML `popover` attribute):
 * the browser opens and closes it, so the button works as soon as the page is on screen, before
 * its JavaScript has arrived, and Escape or a tap outside closes it (focus returns to the
 * button). React follows the popover's state (`onToggle`) for the button's label and icon, and
 * takes it over as it finds it when the app starts; before that, a script inline in the server's
 * page keeps the button's name and state true to it (MENU_BUTTON_MIRROR_SCRIPT).
 */
export function PublicHeader() {
  const location = useLocation();
  // The menu is open for the location it was opened on: any navigation (a link, the logo, Back)
  // closes it, and the popover itself is a new, closed element for each location (its key).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const menuRef = useRef<HTMLDivElement>(null);

  // Opened before the app started: the page's state says so too. A layout effect, so React
  // re-renders the open button inside the hydration's own commit. The page's mirror already wrote
  // "Close menu" into the button, which hydration leaves as it is while React believes it wrote
  // "Open menu"; a passive effect could be batched with a navigation the early tap on a link set
  // off, and React would then see nothing to change and leave the button saying "Close menu".
  useLayoutEffect(() => {
    if (menuRef.current?.matches(':popover-open')) setOpenOn(location.key);
  }, [location.key]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100/80 bg-white/90 shadow-sm shadow-brand-950/5 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label="Main">
          <ul className="hidden items-center gap-8 md:flex lg:gap-10">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === PAGES.home.getHref()} className={desktopLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>

          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-label={menuButtonLabel(open)}
            aria-expanded={open}
            aria-controls={MENU_ID}
            className="group -mr-2 grid size-11 place-items-center rounded-xl text-brand-900 transition-colors hover:bg-brand-50 md:hidden"
          >
            {/* Both icons are always there, the button's state choosing one: when the app takes the
                page over while a finger is on the button, swapping the icon's element would take
                the element the press began on out of the page, and the browser would drop the tap. */}
            <MenuIcon className="pointer-events-none size-6 group-aria-expanded:hidden" />
            <CloseIcon className="pointer-events-none hidden size-6 group-aria-expanded:block" />
          </button>

          {/* Below the bar (top-16, its height), full width; the browser shows it only while open. */}
          <div
            key={location.key}
            ref={menuRef}
            id={MENU_ID}
            popover="auto"
            onToggle={(event) => setOpenOn(event.newState === 'open' ? location.key : null)}
            className="fixed inset-x-0 top-16 bottom-auto m-0 w-full border-b border-brand-100 bg-white shadow-xl shadow-brand-950/10 transition duration-200 ease-out md:hidden starting:-translate-y-2 starting:opacity-0"
          >
            <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
              {PUBLIC_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === PAGES.home.getHref()} className={mobileLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
