import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PAGES } from '#shared/pages';
import { CloseIcon, MenuIcon } from './icons';
import { PUBLIC_NAV_LINKS } from './public-nav-links';
import { SiteLogo } from './site-logo';

const MENU_ID = 'mobile-menu';

/** Desktop link: the animated underline grows in on hover and stays under the current page. */
const desktopLinkClass =
  'relative inline-block py-2 text-[0.9375rem] font-medium text-slate-700 transition-colors after:absolute after:inset-x-0 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full after:bg-gradient-to-r after:from-brand-600 after:to-gold-500 after:transition-transform after:duration-300 after:ease-out hover:text-brand-700 hover:after:scale-x-100 aria-[current=page]:text-brand-700 aria-[current=page]:after:scale-x-100';

const mobileLinkClass =
  'flex items-center rounded-xl border-l-4 border-transparent px-4 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:border-gold-500 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

/**
 * The top bar of SPEC §2, fixed to the top (the layout pads the page below it). NavLink sets
 * aria-current="page" on the active link, which drives the highlight, so the styling and the
 * accessible state cannot disagree. Under 768 px a disclosure button shows the same links.
 */
export function PublicHeader() {
  const location = useLocation();
  // The menu is open for the location it was opened on: any navigation (a link, the logo, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = () => setOpenOn(null);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    // A tap anywhere outside the bar closes it too.
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      className="fixed inset-x-0 top-0 z-40 border-b border-brand-100/80 bg-white/90 shadow-sm shadow-brand-950/5 backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <SiteLogo onClick={close} />
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
            ref={buttonRef}
            type="button"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : location.key)}
            className="-mr-2 grid size-11 place-items-center rounded-xl text-brand-900 transition-colors hover:bg-brand-50 md:hidden"
          >
            {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>

          {/* Always in the DOM so aria-controls points at it; `hidden` keeps it out of the tab order. */}
          <div
            id={MENU_ID}
            hidden={!open}
            className="absolute inset-x-0 top-full border-b border-brand-100 bg-white shadow-xl shadow-brand-950/10 transition duration-200 ease-out md:hidden starting:-translate-y-2 starting:opacity-0"
          >
            <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
              {PUBLIC_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.to === PAGES.home.getHref()}
                    onClick={close}
                    className={mobileLinkClass}
                  >
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
