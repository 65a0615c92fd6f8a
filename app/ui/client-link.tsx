import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Spread on a plain <a href="/…"> to have ClientLinkNavigation route its clicks inside the app. */
export const CLIENT_LINK = { "data-client-link": "" } as const;

/**
 * Spread on an element whose plain anchors all lead to pages of the app (header, footer, a card grid, a pager):
 * ClientLinkNavigation routes them as if each were marked CLIENT_LINK. One attribute instead of one per link.
 */
export const CLIENT_LINKS = { "data-client-links": "" } as const;

/**
 * Whether a plain link to `href` stands for the page at `pathname`, as a router <NavLink> decides it: the same
 * path or one below it (`end`: only the same path). A plain anchor costs no route resolution per render.
 */
export function isActivePath(pathname: string, href: string, end = href === "/"): boolean {
  if (pathname === href) return true;
  return !end && pathname.startsWith(href.endsWith("/") ? href : `${href}/`);
}

type ClickLike = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/** A middle click or a click with a modifier key (new tab, new window, download): the browser's to handle. */
export function isModifiedClick(event: ClickLike): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** Whether a click should stay with the browser (new tab, download, another site…). */
function isBrowserClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.defaultPrevented ||
    isModifiedClick(event) ||
    link.origin !== window.location.origin ||
    link.hasAttribute("download") ||
    (link.target !== "" && link.target !== "_self")
  );
}

/**
 * Long link lists (header menus, footer, listing cards) are plain anchors marked CLIENT_LINK(S) instead of
 * router <Link>s, each of which costs hydration work on a phone. This one document listener, mounted once
 * by the root layout, turns their plain clicks into client-side navigation; before hydration (or without
 * JS) they are ordinary links.
 */
export function ClientLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest("a[data-client-link], [data-client-links] a") : null;
      if (!(link instanceof HTMLAnchorElement) || isBrowserClick(event, link)) return;
      event.preventDefault();
      navigate(`${link.pathname}${link.search}${link.hash}`);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
