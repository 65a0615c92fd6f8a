import type { FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { cn } from "~/lib/cn";
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
      className="relative"
      chevron={false}
      toggle={
        <>
          <MaskIcon name={OPTIONS[theme].icon} className="size-5" />
          <span className="sr-only">Theme: {OPTIONS[theme].label}</span>
        </>
      }
      toggleClassName="size-10 justify-center text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white"
      panelClassName="right-0 w-40 p-1.5"
    >
      <form method="post" action="/theme" onSubmit={saveWithoutReload}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <p className="px-2.5 pt-1 pb-1.5 text-xs font-medium text-stone-500 dark:text-stone-400">Theme</p>
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
              className={cn(
                "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-sm hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none dark:hover:bg-stone-800 dark:focus-visible:bg-stone-800",
                selected && "font-medium text-brand-700 dark:text-brand-300",
              )}
            >
              <MaskIcon name={icon} className="size-4" />
              {label}
              {selected ? <MaskIcon name="check" className="ml-auto size-4" /> : null}
            </button>
          );
        })}
      </form>
    </HeaderMenu>
  );
}
