import { LogOutIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { HEADER_LINKS } from "~/content/navigation";
import type { Viewer } from "~/features/auth/viewer.server";
import { HeaderMenu } from "./header-menu";

/** The name the header shows: the profile's full name, else the email (spec §2). */
export function viewerDisplayName(viewer: Pick<Viewer, "fullName" | "email">): string {
  return viewer.fullName.trim() || viewer.email;
}

export function initials(name: string): string {
  const words = name
    .replace(/@.*/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0][0]}${words[1][0]}` : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
    >
      {initials(name)}
    </span>
  );
}

const itemClasses =
  "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-stone-700 hover:bg-stone-100 hover:text-stone-950 focus-visible:bg-stone-100 focus-visible:outline-none dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white dark:focus-visible:bg-stone-800 [&_svg]:size-4 [&_svg]:text-stone-500";

export function UserMenu({ viewer }: { viewer: Viewer }) {
  const name = viewerDisplayName(viewer);
  return (
    <HeaderMenu
      className="relative"
      toggle={
        <>
          <Avatar name={name} />
          <span className="max-w-36 truncate">{name}</span>
        </>
      }
      toggleClassName="gap-2 py-1 pr-2 pl-1 text-stone-800 hover:bg-stone-100 dark:text-stone-100 dark:hover:bg-stone-800"
      panelClassName="right-0 w-64 p-1.5"
    >
      <div className="border-b border-stone-200 px-2.5 pt-1.5 pb-2.5 dark:border-stone-800">
        <p className="truncate text-sm font-semibold">{name}</p>
        {name !== viewer.email ? (
          <p className="truncate text-xs text-stone-500 dark:text-stone-400">{viewer.email}</p>
        ) : null}
      </div>
      <ul className="pt-1.5">
        <li>
          <Link to={HEADER_LINKS.profile.href} className={itemClasses}>
            <UserIcon aria-hidden="true" />
            {HEADER_LINKS.profile.label}
          </Link>
        </li>
        {viewer.role === "admin" ? (
          <li>
            <Link to="/admin" className={itemClasses}>
              <ShieldCheckIcon aria-hidden="true" />
              Admin Dashboard
            </Link>
          </li>
        ) : null}
        <li className="mt-1.5 border-t border-stone-200 pt-1.5 dark:border-stone-800">
          <SignOutButton className={itemClasses} />
        </li>
      </ul>
    </HeaderMenu>
  );
}

/** Sign Out is a POST (spec: ends the session and goes to /). */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className={className}>
        <LogOutIcon aria-hidden="true" />
        Sign Out
      </button>
    </Form>
  );
}
