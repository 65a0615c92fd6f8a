import type { ReactNode } from "react";
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
import type { Viewer } from "~/features/auth/auth.api.server";
import { designersPath } from "~/lib/paths";
import type { Theme } from "~/lib/theme";
import { LinkButton } from "~/ui/button";
import { CLIENT_LINKS, isActivePath } from "~/ui/client-link";
import { MaskIcon } from "~/ui/mask-icon";
import { StaticPart } from "~/ui/static-island";
import { HeaderMenu } from "./header-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ThemeMenu } from "./theme-menu";
import { UNREAD_INBOX_NAMES, UnreadLink } from "./unread-links";
import { UserMenu } from "./user-menu";
import { useUnreadCounts } from "./viewer-state";

/** A city of the header's 'Find Interior Designers' menu. */
export interface MenuCity {
  name: string;
  slug: string;
  state: string;
}

interface SiteHeaderProps {
  viewer: Viewer | null;
  menuCities: MenuCity[];
  theme: Theme;
  /** "simple": the city pages' header — plain links, Sign In and Get Started. */
  variant?: "full" | "simple";
  /** The simple header's call to action (the quote button), supplied by the layout that composes the page. */
  getStarted: ReactNode;
}

export function SiteHeader({ viewer, menuCities, theme, variant = "full", getStarted }: SiteHeaderProps) {
  const brandLabel = viewer?.role === "brand" ? HEADER_LINKS.brand.brandUser : HEADER_LINKS.brand.guest;
  const { pathname } = useLocation();
  const unread = useUnreadCounts();
  return (
    <header {...CLIENT_LINKS} className="site-header">
      <div>
        <Logo />
        <nav aria-label="Main" className="header-nav">
          {variant === "simple" ? (
            <ul>
              {CITY_HEADER_LINKS.map((link) => (
                <li key={link.href}>
                  <HeaderLink link={link} pathname={pathname} />
                </li>
              ))}
            </ul>
          ) : (
            <ul>
              <li>
                <HeaderLink link={HEADER_LINKS.home} pathname={pathname} />
              </li>
              <li>
                <HeaderMenu
                  kind="nav-menu"
                  current={isActivePath(pathname, "/interior-designers")}
                  toggle="Find Interior Designers"
                >
                  <StaticPart
                    memoKey={`header-cities\n${JSON.stringify(menuCities)}`}
                    render={() => <CitiesPanel cities={menuCities} />}
                  />
                </HeaderMenu>
              </li>
              <li>
                <HeaderMenu kind="nav-menu" current={isActivePath(pathname, "/design-ideas")} toggle="Design Ideas">
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
        <div className="header-actions">
          <div className="header-account">
            {viewer ? (
              <>
                {UNREAD_INBOX_NAMES.map((inbox) => (
                  <UnreadLink key={inbox} inbox={inbox} count={unread[inbox]} />
                ))}
                <UserMenu viewer={viewer} />
              </>
            ) : (
              <a href={HEADER_LINKS.login.href} className="header-link">
                {variant === "simple" ? CITY_HEADER_ACTIONS.signIn.label : HEADER_LINKS.login.label}
              </a>
            )}
          </div>
          <ThemeMenu theme={theme} />
          <div className="header-cta">
            {variant === "simple" ? (
              getStarted
            ) : (
              <LinkButton to={HEADER_LINKS.brand.href} size="sm">
                <SameWidthLabel label={brandLabel} />
              </LinkButton>
            )}
          </div>
          <MobileMenu viewer={viewer} brandLabel={brandLabel} pathname={pathname} unread={unread} />
        </div>
      </div>
    </header>
  );
}

const BRAND_LABELS = [HEADER_LINKS.brand.guest, HEADER_LINKS.brand.brandUser];

/** The brand button as wide as its longest label, so the label changing once the viewer is known shifts nothing. */
function SameWidthLabel({ label }: { label: string }) {
  return (
    <span className="brand-label">
      {BRAND_LABELS.map((text) => (
        <span key={text} aria-hidden={text !== label}>
          {text}
        </span>
      ))}
    </span>
  );
}

function HeaderLink({ link, pathname }: { link: NavItem; pathname: string }) {
  const active = isActivePath(pathname, link.href);
  return (
    <a href={link.href} aria-current={active ? "page" : undefined} className="header-link">
      {link.label}
    </a>
  );
}

function PanelFooter({ link, note }: { link: NavItem; note: string }) {
  return (
    <div className="panel-footer">
      <p>{note}</p>
      <a href={link.href}>
        {link.label}
        <MaskIcon name="arrow-right" />
      </a>
    </div>
  );
}

function CitiesPanel({ cities }: { cities: MenuCity[] }) {
  return (
    <>
      <p className="panel-heading">
        <MaskIcon name="map-pin" />
        Interior designers by city
      </p>
      {cities.length > 0 ? (
        <ul className="city-links">
          {cities.map((city) => (
            <li key={city.slug}>
              <a href={designersPath(city.slug)}>
                <span>{city.name}</span>
                <span>{city.state}</span>
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
      <div className="idea-groups">
        {DESIGN_IDEA_GROUPS.map((group) => (
          <div key={group.title}>
            <p>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
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
