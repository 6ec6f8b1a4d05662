import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A lucide icon (ISC licence; same 24-unit geometry and 2-unit stroke) drawn as one inline path.
 * The chrome and Home use these instead of lucide-react: its runtime alone is about 1.5 KB of
 * gzipped JavaScript, which the 100 KB first load of `/` cannot spare. Other pages use lucide-react.
 */
export function lucideIcon(d: string) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={d} />
      </svg>
    );
  };
}

export const MenuIcon = /* @__PURE__ */ lucideIcon('M4 5h16M4 12h16M4 19h16');
export const CloseIcon = /* @__PURE__ */ lucideIcon('M18 6 6 18M6 6l12 12');
export const ArrowRightIcon = /* @__PURE__ */ lucideIcon('M5 12h14M12 5l7 7-7 7');
export const PhoneIcon = /* @__PURE__ */ lucideIcon(
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
);
export const MailIcon = /* @__PURE__ */ lucideIcon(
  'M22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
);
export const MapPinIcon = /* @__PURE__ */ lucideIcon(
  'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0M9 10a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
);
/** Drawn filled where it marks a rating: pass fill="currentColor". */
export const StarIcon = /* @__PURE__ */ lucideIcon(
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
);
