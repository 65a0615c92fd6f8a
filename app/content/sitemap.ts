import { designersPath } from "~/lib/paths";
import { DEDICATED_CITIES } from "./cities";
/** The /sitemap page's fixed sections and the site's static page paths. */

export interface SitemapGroup {
  title: string;
  links: { label: string; href: string }[];
}

export const SITEMAP_PAGE = {
  title: "Sitemap",
  description:
    "Every page on Nivasa in one place: interior designers by city and locality, design ideas, guides and company pages.",
  breadcrumb: [
    { label: "Home", href: "/" },
    { label: "Interior Designers", href: "/interior-designers" },
  ],
  citiesTitle: "All Cities",
  designIdeasTitle: "Design Ideas",
} as const;

export const SITEMAP_GROUPS: SitemapGroup[] = [
  {
    title: "Main Pages",
    links: [
      { label: "Home", href: "/" },
      { label: "Admin Dashboard", href: "/admin/claims" },
      { label: "Data Scraper", href: "/admin/data-scraper" },
      { label: "All Interior Designers", href: "/interior-designers" },
      { label: "Cities", href: "/cities" },
      { label: "Design Ideas", href: "/design-ideas" },
      { label: "Design Gallery", href: "/design-gallery" },
      { label: "Price Calculator", href: "/interiors-price-calculator" },
    ],
  },
  {
    title: "City Pages",
    links: DEDICATED_CITIES.map((city) => ({
      label: `Interior Designers in ${city.name}`,
      href: designersPath(city.slug),
    })),
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
      { label: "Cookie Policy", href: "/cookies" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Contact", href: "/contact" },
      { label: "Pricing", href: "/pricing" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Help Center", href: "/help" },
      { label: "Support", href: "/support" },
      { label: "Blog", href: "/blog" },
    ],
  },
];

/** Public pages with fixed paths, listed in /sitemap.xml (admin pages are not: robots.txt keeps crawlers out). */
export const PUBLIC_FIXED_PATHS = [
  "/",
  "/interior-designers",
  "/cities",
  "/design-ideas",
  "/design-gallery",
  "/interiors-price-calculator",
  "/sitemap",
  "/about",
  "/pricing",
  "/privacy",
  "/terms",
  "/cookies",
  "/careers",
  "/contact",
  "/help",
  "/support",
  "/blog",
] as const;
