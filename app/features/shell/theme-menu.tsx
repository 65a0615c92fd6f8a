import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { THEMES, type Theme } from "~/lib/theme";
import { MaskIcon, type MaskIconName } from "~/ui/mask-icon";
import { HeaderMenu } from "./header-menu";
import { THEME_FETCHER_KEY } from "./use-theme";

const OPTIONS: Record<Theme, { label: string; icon: MaskIconName }> = {
  light: { label: "Light", icon: "sun" },
  dark: { label: "Dark", icon: "moon" },
  system: { label: "System", icon: "monitor" },
};

/**
 * Light / Dark / System. A plain form post to /theme (saves the cookie, comes back here) before JS;
 * with JS a fetcher saves it and the page switches at once (see useResolvedTheme).
 */
export function ThemeMenu({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const location = useLocation();

  function saveWithoutReload(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!submitter?.value) return;
    event.preventDefault();
    fetcher.submit({ theme: submitter.value }, { method: "post", action: "/theme" });
    event.currentTarget.closest("details")?.removeAttribute("open");
  }

  return (
    <HeaderMenu
      kind="theme-menu"
      chevron={false}
      toggle={
        <>
          <MaskIcon name={OPTIONS[theme].icon} />
          <span className="sr-only">Theme: {OPTIONS[theme].label}</span>
        </>
      }
    >
      <form method="post" action="/theme" onSubmit={saveWithoutReload}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <p>Theme</p>
        {THEMES.map((value) => {
          const { label, icon } = OPTIONS[value];
          const selected = value === theme;
          return (
            <button
              key={value}
              type="submit"
              name="theme"
              value={value}
              aria-pressed={selected}
              className="theme-choice"
            >
              <MaskIcon name={icon} />
              {label}
              {selected ? <MaskIcon name="check" /> : null}
            </button>
          );
        })}
      </form>
    </HeaderMenu>
  );
}
