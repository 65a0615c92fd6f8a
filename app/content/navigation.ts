/** Link data for the site header, mobile menu and footer. */

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** Five popular cities in the footer, in this order. */
export const POPULAR_CITIES: NavLink[] = [
  { label: "Mumbai", href: "/interior-designers/mumbai" },
  { label: "Delhi", href: "/interior-designers/delhi" },
  { label: "Bangalore", href: "/interior-designers/bangalore" },
  { label: "Chennai", href: "/interior-designers/chennai" },
  { label: "Pune", href: "/interior-designers/pune" },
];

/** The 'Design Ideas' mega-menu: Rooms, Styles, Spaces, Elements. */
export const DESIGN_IDEA_GROUPS: NavGroup[] = [
  {
    title: "Rooms",
    links: [
      { label: "Living Room", href: "/design-ideas/living-room" },
      { label: "Bedroom", href: "/design-ideas/bedroom" },
      { label: "Kitchen", href: "/design-ideas/kitchen" },
      { label: "Bathroom", href: "/design-ideas/bathroom" },
      { label: "Dining Room", href: "/design-ideas/dining-room" },
      { label: "Home Office", href: "/design-ideas/home-office" },
      { label: "Kids Room", href: "/design-ideas/kids-room" },
      { label: "Walk-in Closet", href: "/design-ideas/walk-in-closet" },
      { label: "Balcony", href: "/design-ideas/balcony" },
      { label: "Study Room", href: "/design-ideas/study-room" },
    ],
  },
  {
    title: "Styles",
    links: [
      { label: "Modern", href: "/design-ideas?style=modern" },
      { label: "Contemporary", href: "/design-ideas?style=contemporary" },
      { label: "Minimalist", href: "/design-ideas?style=minimalist" },
      { label: "Scandinavian", href: "/design-ideas?style=scandinavian" },
      { label: "Traditional", href: "/design-ideas?style=traditional" },
      { label: "Industrial", href: "/design-ideas?style=industrial" },
      { label: "Boho", href: "/design-ideas?style=boho" },
      { label: "Rustic", href: "/design-ideas?style=rustic" },
    ],
  },
  {
    title: "Spaces",
    links: [
      { label: "Compact Spaces", href: "/design-ideas?size=compact" },
      { label: "Medium Spaces", href: "/design-ideas?size=medium" },
      { label: "Large Spaces", href: "/design-ideas?size=large" },
    ],
  },
  {
    title: "Elements",
    links: [
      { label: "False Ceiling", href: "/design-ideas?element=false_ceiling" },
      { label: "Wall Panels", href: "/design-ideas?element=wall_panels" },
      { label: "Modular Storage", href: "/design-ideas?element=modular_storage" },
      { label: "Built-in Wardrobe", href: "/design-ideas?element=built_in_wardrobe" },
      { label: "Accent Wall", href: "/design-ideas?element=accent_wall" },
      { label: "Lighting", href: "/design-ideas?element=lighting" },
      { label: "Flooring", href: "/design-ideas?element=flooring" },
    ],
  },
];

export const FIND_DESIGNERS_ALL: NavLink = { label: "View all Interior Designers", href: "/interior-designers" };
export const DESIGN_IDEAS_ALL: NavLink = { label: "Browse all Design Ideas", href: "/design-ideas" };

export const HEADER_LINKS = {
  home: { label: "Home", href: "/" },
  cities: { label: "Cities", href: "/cities" },
  priceCalculator: { label: "Price Calculator", href: "/interiors-price-calculator" },
  login: { label: "Login", href: "/auth" },
  profile: { label: "Profile", href: "/profile" },
  leads: { label: "Leads", href: "/brand-dashboard/leads" },
  quotes: { label: "My quote requests", href: "/quotes" },
  projects: { label: "My projects", href: "/projects" },
  brand: { href: "/brand-dashboard", guest: "List Your Business", brandUser: "Brand Dashboard" },
} as const;

/** City pages use a simpler header: these links, Sign In and a Get Started button. */
export const CITY_HEADER_LINKS: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Find Designers", href: "/interior-designers" },
  { label: "Gallery", href: "/design-gallery" },
  { label: "Cost Calculator", href: "/interiors-price-calculator" },
  { label: "Ideas", href: "/design-ideas" },
];

export const CITY_HEADER_ACTIONS = {
  signIn: { label: "Sign In", href: "/auth" },
  getStarted: "Get Started",
} as const;

/** Set `handle = SIMPLE_HEADER` on a route to give it the city pages' header. */
export const SIMPLE_HEADER = { header: "simple" } as const;

export const FOOTER_TAGLINE =
  "Find trusted interior designers across India, explore thousands of design ideas and get free quotes for your dream home.";

export const FOOTER_GROUPS: NavGroup[] = [
  {
    title: "Quick Links",
    links: [
      { label: "Find Interior Designers", href: "/interior-designers" },
      { label: "Design Ideas", href: "/design-ideas" },
      { label: "Design Gallery", href: "/design-gallery" },
      { label: "Price Calculator", href: "/interiors-price-calculator" },
      { label: "All Cities", href: "/cities" },
      { label: "List Your Business", href: "/brand-dashboard" },
    ],
  },
  { title: "Popular Cities", links: POPULAR_CITIES },
  {
    title: "Design Ideas",
    links: [
      { label: "Living Room", href: "/design-ideas/living-room" },
      { label: "Bedroom", href: "/design-ideas/bedroom" },
      { label: "Kitchen", href: "/design-ideas/kitchen" },
      { label: "Bathroom", href: "/design-ideas/bathroom" },
      { label: "Home Office", href: "/design-ideas/home-office" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
      { label: "Help Centre", href: "/help" },
    ],
  },
];

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { label: "Privacy", href: "/privacy" },
  { label: "Terms", href: "/terms" },
  { label: "Cookies", href: "/cookies" },
  { label: "Sitemap", href: "/sitemap" },
];

/** Copyright line with the current year, e.g. '© 2026 Nivasa. All rights reserved.' */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} Nivasa. All rights reserved.`;
}
