import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { DEFAULT_THEME, parseTheme, type Theme } from "~/lib/theme";

/** The fetcher the theme menu submits through; reading it here applies a choice before the server answers. */
export const THEME_FETCHER_KEY = "theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Whether the OS prefers dark; null until known (on the server and during hydration). */
function useSystemPrefersDark(): boolean | null {
  const [prefersDark, setPrefersDark] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const update = () => setPrefersDark(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return prefersDark;
}

/** The theme in effect (a pending choice wins over the saved one) and whether pages render dark. */
export function useResolvedTheme(saved: Theme | undefined): { theme: Theme; dark: boolean } {
  const pending = useFetcher({ key: THEME_FETCHER_KEY }).formData?.get("theme");
  const theme = pending ? parseTheme(pending) : (saved ?? DEFAULT_THEME);
  const systemDark = useSystemPrefersDark();
  return { theme, dark: theme === "dark" || (theme === "system" && systemDark === true) };
}
