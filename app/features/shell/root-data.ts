import type { Viewer } from "~/features/auth/auth.api.server";
import type { FlashToast } from "~/lib/flash-cookie";
import type { Theme } from "~/lib/theme";
import type { MenuCity } from "./site-header";

/** What the root loader gives every page: the shell reads it with useRouteLoaderData("root"). */
export interface RootData {
  viewer: Viewer | null;
  menuCities: MenuCity[];
  theme: Theme;
  flash: FlashToast | null;
  siteUrl: string;
}
