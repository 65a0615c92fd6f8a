/** The colour theme a visitor picked; "system" follows the operating system. */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = "theme";
export const DEFAULT_THEME: Theme = "system";

export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}

/**
 * Runs in <head> before the first paint: the server already set class="dark" for an explicit dark
 * choice; for "system" this adds it when the OS prefers dark, so the page never flashes white.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var d=document.documentElement;if(d.dataset.theme==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches){d.classList.add("dark")}}catch(e){}})();`;
