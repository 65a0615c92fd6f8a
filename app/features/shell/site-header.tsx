import { useLocation } from "react-router";
import {
  CITY_HEADER_ACTIONS,
  CITY_HEADER_LINKS,
  DESIGN_IDEA_GROUPS,
  DESIGN_IDEAS_ALL,
  FIND_DESIGNERS_ALL,
  HEADER_LINKS,
  type NavLink as NavItem,
} from "~/content/navigation";
import type { Viewer } from "~/features/auth/viewer.server";
import { QuoteButton } from "~/features/leads/quote-dialog";
import { cn } from "~/lib/cn";
import type { Theme } from "~/lib/theme";
import { LinkButton } from "~/ui/button";
import { CLIENT_LINKS, isActivePath } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { StaticPart } from "~/ui/static-island";
import { HeaderMenu, headerItemClasses } from "./header-menu";
import { Logo } from "./logo";
import type { MenuCity } from "./menu.server";
import { MobileMenu } from "./mobile-menu";
import { ThemeMenu } from "./theme-menu";
import { UserMenu } from "./user-menu";

interface SiteHeaderProps {
  viewer: Viewer | null;
  menuCities: MenuCity[];
  theme: Theme;
  /** "simple": the city pages' header (spec §2) — plain links, Sign In and Get Started. */
  variant?: "full" | "simple";
}

export function SiteHeader({ viewer, menuCities, theme, variant = "full" }: SiteHeaderProps) {
  const brandLabel = viewer?.role === "brand" ? HEADER_LINKS.brand.brandUser : HEADER_LINKS.brand.guest;
  const { pathname } = useLocation();
  return (
    <header
      {...CLIENT_LINKS}
      className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/90 backdrop-blur-md dark:border-stone-800/80 dark:bg-stone-950/85"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden lg:block">
          {variant === "simple" ? (
            <ul className="flex items-center gap-0.5">
              {CITY_HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <HeaderLink link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="flex items-center gap-0.5">
              <li>
                <HeaderLink link={HEADER_LINKS.home} pathname={pathname} />
              </li>
              <li>
                <HeaderMenu
                  toggle="Find Interior Designers"
                  toggleClassName={cn(
                    headerItemClasses,
                    isActivePath(pathname, "/interior-designers") && activeItemClasses,
                  )}
                  panelClassName="inset-x-4 p-6 sm:inset-x-6 lg:inset-x-8"
                >
                  <StaticPart
                    memoKey={`header-cities\n${JSON.stringify(menuCities)}`}
                    render={() => <CitiesPanel cities={menuCities} />}
                  />
                </HeaderMenu>
              </li>
              <li>
                <HeaderMenu
                  toggle="Design Ideas"
                  toggleClassName={cn(headerItemClasses, isActivePath(pathname, "/design-ideas") && activeItemClasses)}
                  panelClassName="inset-x-4 p-6 sm:inset-x-6 lg:inset-x-8"
                >
                  <StaticPart memoKey="header-design-ideas" render={() => <DesignIdeasPanel />} />
                </HeaderMenu>
              </li>
              <li>
                <HeaderLink link={HEADER_LINKS.cities} pathname={pathname} />
              </li>
              <li>
                <HeaderLink link={HEADER_LINKS.priceCalculator} pathname={pathname} />
              </li>
            </ul>
          )}
        </nav>
        {/*
          Shared pages learn who is signed in after they load (viewer-state.tsx): the account entry sits first in
          this right-aligned group, so the menu replacing Sign In moves nothing else.
        */}
        <div className="ml-auto flex items-center gap-1.5">
          <div className="hidden lg:block">
            {viewer ? (
              <UserMenu viewer={viewer} />
            ) : (
              <a href={HEADER_LINKS.login.href} className={cn("block text-sm font-medium", headerItemClasses)}>
                {variant === "simple" ? CITY_HEADER_ACTIONS.signIn.label : HEADER_LINKS.login.label}
              </a>
            )}
          </div>
          <ThemeMenu theme={theme} />
          <div className="hidden items-center gap-2 lg:flex">
            {variant === "simple" ? (
              <QuoteButton target={{}} size="sm" className="ml-1 h-9">
                {CITY_HEADER_ACTIONS.getStarted}
              </QuoteButton>
            ) : (
              <LinkButton to={HEADER_LINKS.brand.href} size="sm" className="ml-1 h-9">
                <SameWidthLabel label={brandLabel} />
              </LinkButton>
            )}
          </div>
          <MobileMenu viewer={viewer} brandLabel={brandLabel} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}

const BRAND_LABELS = [HEADER_LINKS.brand.guest, HEADER_LINKS.brand.brandUser];

/** The brand button as wide as its longest label, so the label changing once the viewer is known shifts nothing. */
function SameWidthLabel({ label }: { label: string }) {
  return (
    <span className="grid">
      {BRAND_LABELS.map((text) => (
        <span key={text} aria-hidden={text !== label} className={cn("[grid-area:1/1]", text !== label && "invisible")}>
          {text}
        </span>
      ))}
    </span>
  );
}

const activeItemClasses = "text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200";

function HeaderLink({ link, pathname }: { link: NavItem; pathname: string }) {
  const active = isActivePath(pathname, link.href);
  return (
    <a
      href={link.href}
      aria-current={active ? "page" : undefined}
      className={cn("block text-sm font-medium", headerItemClasses, active && activeItemClasses)}
    >
      {link.label}
    </a>
  );
}

/** site-header.css */
const panelLink = "menu-panel-link";

function PanelFooter({ link, note }: { link: NavItem; note: string }) {
  return (
    <div className="mt-5 flex items-center justify-between gap-4 border-t border-stone-200 pt-4 dark:border-stone-800">
      <p className="text-sm text-stone-600 dark:text-stone-400">{note}</p>
      <a
        href={link.href}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
      >
        {link.label}
        <MaskIcon name="arrow-right" className="size-4" />
      </a>
    </div>
  );
}

function CitiesPanel({ cities }: { cities: MenuCity[] }) {
  return (
    <>
      <p className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        <MaskIcon name="map-pin" className="size-4 text-brand-600 dark:text-brand-400" />
        Interior designers by city
      </p>
      {cities.length > 0 ? (
        <ul className="grid max-h-80 grid-cols-5 gap-x-4 gap-y-0.5 overflow-y-auto overscroll-contain">
          {cities.map((city) => (
            <li key={city.slug}>
              <a href={`/interior-designers/${city.slug}`} className={panelLink}>
                <span className="block font-medium">{city.name}</span>
                <span className="block text-xs text-stone-500 dark:text-stone-400">{city.state}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <PanelFooter link={FIND_DESIGNERS_ALL} note="Verified designers with portfolios, reviews and prices." />
    </>
  );
}

function DesignIdeasPanel() {
  return (
    <>
      <div className="grid grid-cols-4 gap-6">
        {DESIGN_IDEA_GROUPS.map((group) => (
          <div key={group.title}>
            <p className="mb-2 px-2.5 text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
              {group.title}
            </p>
            <ul className="grid gap-0.5">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={panelLink}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <PanelFooter link={DESIGN_IDEAS_ALL} note="Real Indian homes, filtered by room, style, size and budget." />
    </>
  );
}
