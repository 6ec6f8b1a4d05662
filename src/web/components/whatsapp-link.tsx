import { WHATSAPP_ICON_PATH, whatsappHref } from '#web/lib/site';
import { lucideIcon } from './layout/icons';

const WhatsAppIcon = /* @__PURE__ */ lucideIcon(WHATSAPP_ICON_PATH);

/**
 * WhatsApp's green with the site's darkest ink (8.8:1): the brand colour people recognise, as a
 * button that sits beside the site's own gold and violet ones.
 */
export const WHATSAPP_BUTTON_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-full bg-[#25d366] font-semibold text-brand-950 shadow-lg shadow-black/10 transition-colors hover:bg-[#3ee07a]';

interface WhatsAppLinkProps {
  /** The agency's WhatsApp number (`contact.whatsapp`); empty, nothing is shown. */
  number: string | undefined;
  message: string;
  className: string;
  iconClassName?: string;
}

/**
 * "Chat on WhatsApp" (contact sections, profiles): opens a chat with the agency in a new tab, the
 * message prefilled. The footer draws the same link itself, so that Home's first load does not
 * fetch this module as a chunk of its own.
 */
export function WhatsAppLink({ number, message, className, iconClassName = 'size-5 shrink-0' }: WhatsAppLinkProps) {
  if (!number?.trim()) return null;
  return (
    <a href={whatsappHref(number, message)} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsAppIcon className={iconClassName} />
      <span>
        Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
