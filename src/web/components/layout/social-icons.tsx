import type { SocialNetwork } from '#shared/schemas/site-content';
import { lucideIcon, type IconProps } from './icons';

/* Brand marks (lucide-react 1.x no longer ships them): lucide's former outline icons, and X's own glyph. */
const Instagram = /* @__PURE__ */ lucideIcon(
  'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01',
);
const Facebook = /* @__PURE__ */ lucideIcon('M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z');
const YouTube = /* @__PURE__ */ lucideIcon(
  'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17M10 15l5-3-5-3z',
);
const LinkedIn = /* @__PURE__ */ lucideIcon(
  'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM2 4a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
);
const XMark = /* @__PURE__ */ lucideIcon(
  'M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z',
);

/** The networks' names, for the links' accessible names. */
export { SOCIAL_NETWORK_LABELS as SOCIAL_LABELS } from '#shared/site-content-basics';

const ICONS = { instagram: Instagram, facebook: Facebook, youtube: YouTube, linkedin: LinkedIn } as const;

/** The icon of one social network; decorative, as the link around it carries the name. */
export function SocialIcon({ network, ...props }: { network: SocialNetwork } & IconProps) {
  // X's glyph is filled and fills its box edge to edge: a wider viewBox draws it at lucide's optical size.
  if (network === 'x') return <XMark fill="currentColor" stroke="none" viewBox="-3 -3 30 30" {...props} />;
  const Icon = ICONS[network];
  return <Icon {...props} />;
}
