import { type ReactNode, useRef } from "react";
import { MaskIcon } from "~/ui/mask-icon";
import { useDetailsMenu } from "./use-details-menu";

/** All header menus share one <details name>, so opening one closes the others. */
const MENU_GROUP = "site-header-menu";

type HeaderMenuKind = "nav-menu" | "theme-menu" | "user-menu" | "mobile-menu";

/**
 * A header disclosure: a <details> whose <summary> is the toggle. Opens by click, Enter or Space
 * before JS loads; once hydrated it also closes on outside click, Escape and navigation.
 * Its kind (a class in site-header.css) gives the toggle and the panel their look.
 */
export function HeaderMenu({
  kind,
  current = false,
  toggle,
  chevron = true,
  children,
}: {
  kind: HeaderMenuKind;
  /** The page shown is one of the menu's (shown as the current section). */
  current?: boolean;
  toggle: ReactNode;
  chevron?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsMenu(ref);
  return (
    <details ref={ref} name={MENU_GROUP} className={kind} data-current={current || undefined}>
      <summary className="menu-toggle">
        {toggle}
        {chevron ? <MaskIcon name="chevron-down" /> : null}
      </summary>
      <div className="menu-panel">{children}</div>
    </details>
  );
}
