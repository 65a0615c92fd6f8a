import { HardHatIcon, UserIcon } from "lucide-react";
import { HEADER_LINKS } from "~/content/navigation";
import type { Viewer } from "~/features/auth/auth.api.server";
import { LinkButton } from "~/ui/button";
import { isActivePath } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { HeaderMenu } from "./header-menu";
import { UNREAD_INBOX_NAMES, UNREAD_INBOXES, type UnreadInbox } from "./unread-links";
import { Avatar, SignOutButton, viewerDisplayName } from "./user-menu";

const MOBILE_LINKS = [
  HEADER_LINKS.home,
  { label: "Find Interior Designers", href: "/interior-designers" },
  { label: "Design Ideas", href: "/design-ideas" },
  HEADER_LINKS.cities,
  HEADER_LINKS.priceCalculator,
];

/** Below lg: a toggle that drops down the whole menu (a <details>, so it works before JS). */
export function MobileMenu({
  viewer,
  brandLabel,
  pathname,
  unread,
}: {
  viewer: Viewer | null;
  brandLabel: string;
  pathname: string;
  unread: Record<UnreadInbox, number | undefined>;
}) {
  return (
    <HeaderMenu
      kind="mobile-menu"
      chevron={false}
      toggle={
        <>
          <MaskIcon name="menu" />
          <MaskIcon name="x" />
          <span className="sr-only">Menu</span>
        </>
      }
    >
      <nav aria-label="Mobile">
        <ul>
          {MOBILE_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={isActivePath(pathname, link.href) ? "page" : undefined}
                className="menu-row"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {viewer ? (
          <>
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar name={viewerDisplayName(viewer)} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold">{viewerDisplayName(viewer)}</p>
                <p className="truncate text-xs text-stone-500 dark:text-stone-400">{viewer.email}</p>
              </div>
            </div>
            <a href={HEADER_LINKS.profile.href} className="menu-row">
              <UserIcon aria-hidden="true" />
              {HEADER_LINKS.profile.label}
            </a>
            <a href={HEADER_LINKS.projects.href} className="menu-row">
              <HardHatIcon aria-hidden="true" />
              {HEADER_LINKS.projects.label}
            </a>
            {UNREAD_INBOX_NAMES.map((inbox) => {
              const count = unread[inbox];
              if (!count) return null;
              const { href, icon: Icon, label } = UNREAD_INBOXES[inbox];
              return (
                <a key={inbox} href={href} className="menu-row">
                  <Icon aria-hidden="true" />
                  {label(count)}
                </a>
              );
            })}
            <SignOutButton className="menu-row" />
          </>
        ) : (
          <a href={HEADER_LINKS.login.href} className="menu-row">
            <MaskIcon name="log-in" />
            {HEADER_LINKS.login.label}
          </a>
        )}
        <LinkButton to={HEADER_LINKS.brand.href} size="lg" className="mt-3 w-full">
          {brandLabel}
        </LinkButton>
      </div>
    </HeaderMenu>
  );
}
