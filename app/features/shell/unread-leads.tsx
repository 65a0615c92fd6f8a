import { MessageSquareIcon } from "lucide-react";
import { HEADER_LINKS } from "~/content/navigation";

/** How the header names the count for screen readers. */
export function unreadLeadsLabel(count: number): string {
  return `${count} unread ${count === 1 ? "message" : "messages"} in your leads`;
}

/** The header's link to the brand's inbox with its unread count; nothing while there is none. */
export function UnreadLeadsLink({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <a href={HEADER_LINKS.leads.href} className="header-unread" aria-label={unreadLeadsLabel(count)}>
      <MessageSquareIcon aria-hidden="true" />
      <span>{count > 99 ? "99+" : count}</span>
    </a>
  );
}
