import { InboxIcon, type LucideIcon, MessageSquareIcon } from "lucide-react";
import { HEADER_LINKS } from "~/content/navigation";

const messages = (count: number) => `${count} unread ${count === 1 ? "message" : "messages"}`;

/** The header's inboxes with unread messages: a brand's leads, a homeowner's quote requests. */
export const UNREAD_INBOXES = {
  leads: {
    href: HEADER_LINKS.leads.href,
    icon: MessageSquareIcon,
    label: (count: number) => `${messages(count)} in your leads`,
  },
  quotes: {
    href: HEADER_LINKS.quotes.href,
    icon: InboxIcon,
    label: (count: number) => `${messages(count)} from designers on your quote requests`,
  },
} satisfies Record<string, { href: string; icon: LucideIcon; label: (count: number) => string }>;

export type UnreadInbox = keyof typeof UNREAD_INBOXES;

export const UNREAD_INBOX_NAMES = Object.keys(UNREAD_INBOXES) as UnreadInbox[];

/** The header's link to an inbox with its unread count; nothing while there is none. */
export function UnreadLink({ inbox, count }: { inbox: UnreadInbox; count: number | undefined }) {
  if (!count) return null;
  const { href, icon: Icon, label } = UNREAD_INBOXES[inbox];
  return (
    <a href={href} className="header-unread" aria-label={label(count)}>
      <Icon aria-hidden="true" />
      <span>{count > 99 ? "99+" : count}</span>
    </a>
  );
}
