import { UserIcon } from "lucide-react";
import { HEADER_LINKS } from "~/content/navigation";
import type { Viewer } from "~/features/auth/viewer.server";
import { cn } from "~/lib/cn";
import { LinkButton } from "~/ui/button";
import { isActivePath } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { HeaderMenu } from "./header-menu";
import { Avatar, SignOutButton, viewerDisplayName } from "./user-menu";

const MOBILE_LINKS = [
  HEADER_LINKS.home,
  { label: "Find Interior Designers", href: "/interior-designers" },
  { label: "Design Ideas", href: "/design-ideas" },
  HEADER_LINKS.cities,
  HEADER_LINKS.priceCalculator,
];

const rowClasses =
  "flex w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none dark:text-stone-100 dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800 [&_svg]:size-5 [&_svg]:text-stone-500";

/** Below lg: a toggle that drops down the whole menu (a <details>, so it works before JS). */
export function MobileMenu({
  viewer,
  brandLabel,
  pathname,
}: {
  viewer: Viewer | null;
  brandLabel: string;
  pathname: string;
}) {
  return (
    <HeaderMenu
      className="lg:hidden"
      chevron={false}
      toggle={
        <>
          <MaskIcon name="menu" className="size-6 group-open/menu:hidden" />
          <MaskIcon name="x" className="hidden size-6 group-open/menu:inline-block" />
          <span className="sr-only">Menu</span>
        </>
      }
      toggleClassName="size-10 justify-center text-stone-700 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800"
      panelClassName="inset-x-0 mt-px max-h-[calc(100dvh-4rem)] overflow-y-auto rounded-t-none rounded-b-2xl border-x-0 p-3 sm:inset-x-4 sm:rounded-2xl sm:border-x"
    >
      <nav aria-label="Mobile">
        <ul>
          {MOBILE_LINKS.map((link) => {
            const active = isActivePath(pathname, link.href);
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(rowClasses, active && "text-brand-700 dark:text-brand-300")}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-2 border-t border-stone-200 pt-2 dark:border-stone-800">
        {viewer ? (
          <>
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar name={viewerDisplayName(viewer)} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold">{viewerDisplayName(viewer)}</p>
                <p className="truncate text-xs text-stone-500 dark:text-stone-400">{viewer.email}</p>
              </div>
            </div>
            <a href={HEADER_LINKS.profile.href} className={rowClasses}>
              <UserIcon aria-hidden="true" />
              {HEADER_LINKS.profile.label}
            </a>
            <SignOutButton className={rowClasses} />
          </>
        ) : (
          <a href={HEADER_LINKS.login.href} className={rowClasses}>
            <MaskIcon name="log-in" className="size-5 text-stone-500" />
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
