import { HardHatIcon, LogOutIcon, ShieldCheckIcon, UserIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { HEADER_LINKS } from "~/content/navigation";
import type { Viewer } from "~/features/auth/auth.api.server";
import { initials } from "~/lib/initials";
import { HeaderMenu } from "./header-menu";

/** The name the header shows: the profile's full name, else the email. */
export function viewerDisplayName(viewer: Pick<Viewer, "fullName" | "email">): string {
  return viewer.fullName.trim() || viewer.email;
}

export function Avatar({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="avatar">
      {initials(name)}
    </span>
  );
}

export function UserMenu({ viewer }: { viewer: Viewer }) {
  const name = viewerDisplayName(viewer);
  return (
    <HeaderMenu
      kind="user-menu"
      toggle={
        <>
          <Avatar name={name} />
          <span className="max-w-36 truncate">{name}</span>
        </>
      }
    >
      <div className="border-b border-stone-200 px-2.5 pt-1.5 pb-2.5 dark:border-stone-800">
        <p className="truncate text-sm font-semibold">{name}</p>
        {name !== viewer.email ? (
          <p className="truncate text-xs text-stone-500 dark:text-stone-400">{viewer.email}</p>
        ) : null}
      </div>
      <ul className="pt-1.5">
        <li>
          <Link to={HEADER_LINKS.profile.href} className="user-menu-item">
            <UserIcon aria-hidden="true" />
            {HEADER_LINKS.profile.label}
          </Link>
        </li>
        <li>
          <Link to={HEADER_LINKS.projects.href} className="user-menu-item">
            <HardHatIcon aria-hidden="true" />
            {HEADER_LINKS.projects.label}
          </Link>
        </li>
        {viewer.role === "admin" ? (
          <li>
            <Link to="/admin/claims" className="user-menu-item">
              <ShieldCheckIcon aria-hidden="true" />
              Admin Dashboard
            </Link>
          </li>
        ) : null}
        <li className="mt-1.5 border-t border-stone-200 pt-1.5 dark:border-stone-800">
          <SignOutButton className="user-menu-item" />
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
