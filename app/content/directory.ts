/**
 * Copy for the home, India-wide, city and locality pages. Marketing figures are fixed
 * claims; live numbers (designer counts, ratings) come from the database.
 */

export interface Step {
  title: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Service {
  name: string;
  description: string;
  /** Only Interior Designers is live; the rest are 'Coming Soon'. */
  href: string | null;
  countText: string;
}

export interface Package {
  title: string;
  price: string;
  unit: string;
  description: string;
  features: string[];
  popular?: boolean;
}

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
  project: string;
}

export interface StyleCard {
  title: string;
  description: string;
  style: string;
}

export const HOME_HERO = {
  eyebrow: "India's interior design marketplace",
  title: "Find the right interior designer for your home",
  description:
    "Compare verified designers by city and locality, see their real portfolios and get free quotes — all in one place.",
  rating: "4.9/5 rating",
  homeowners: "10,000+ homeowners",
};

export const SERVICES: Service[] = [
  {
    name: "Interior Designers",
    description: "Verified designers and studios for homes, apartments and offices.",
    href: "/interior-designers",
    countText: "2,500+ verified designers",
  },
  {
    name: "Furniture",
    description: "Custom and ready-made furniture from trusted makers.",
    href: null,
    countText: "Coming Soon",
  },
  {
    name: "Renovation",
    description: "Civil work, flooring, painting and full-home renovation.",
    href: null,
    countText: "Coming Soon",
  },
  {
    name: "Lighting",
    description: "Lighting design and fixtures for every room.",
    href: null,
    countText: "Coming Soon",
  },
];

export const WHY_CHOOSE_US: Step[] = [
  {
    title: "Verified professionals",
    description: "Every Verified badge means we checked the business, its portfolio and its contact details.",
  },
  {
    title: "Real portfolios and reviews",
    description: "Browse photos of finished projects and read reviews from homeowners who hired them.",
  },
  {
    title: "Transparent pricing",
    description: "Cost per sq ft on every profile and city price guides, so you know what to expect.",
  },
  {
    title: "Free, no-obligation quotes",
    description: "Tell us once what you need and hear from 3-5 matched designers within 24 hours.",
  },
];

export const HOW_IT_WORKS: Step[] = [
  {
    title: "Tell us about your home",
    description: "Share your location, the rooms you want done, your budget and when you want to start.",
  },
  {
    title: "Get matched with designers",
    description: "We match you with 3-5 verified designers who work in your area and budget.",
  },
  {
    title: "Compare quotes and portfolios",
    description: "Meet the designers, compare their designs, quotes and reviews, and choose with confidence.",
  },
  {
    title: "Move into your dream home",
    description: "Your designer delivers in 2-4 months, with a 1-2 year warranty on the work.",
  },
];

/** Home page cost guide: three packages. */
export const HOME_PACKAGES: Package[] = [
  {
    title: "Essential",
    price: "₹1,500-2,500",
    unit: "per sq ft",
    description: "Smart, functional interiors for first homes and rentals.",
    features: ["Modular kitchen and wardrobes", "Laminate finishes", "Basic false ceiling and lighting"],
  },
  {
    title: "Premium",
    price: "₹2,500-4,000",
    unit: "per sq ft",
    description: "Designer finishes and more custom furniture.",
    features: ["Veneer and acrylic finishes", "Custom furniture and wall panels", "Layered lighting design"],
    popular: true,
  },
  {
    title: "Luxury",
    price: "₹4,000+",
    unit: "per sq ft",
    description: "Bespoke interiors with premium materials throughout.",
    features: ["Imported materials and fittings", "Bespoke furniture and décor", "Home automation ready"],
  },
];

/** What each of the four cost tiers (basic, premium, luxury, commercial) usually includes. */
export const TIER_FEATURES: Record<"basic" | "premium" | "luxury" | "commercial", string[]> = {
  basic: ["Modular kitchen and wardrobes", "Laminate finishes", "Standard hardware", "Basic lighting"],
  premium: ["Veneer and acrylic finishes", "False ceiling with cove lighting", "Soft-close hardware", "Wall panelling"],
  luxury: ["Imported materials", "Bespoke furniture", "Designer lighting", "Home automation ready"],
  commercial: ["Offices, retail and cafés", "Workstations and storage", "Brand-led design", "Fast-track delivery"],
};

export const TIER_DESCRIPTIONS: Record<"basic" | "premium" | "luxury" | "commercial", string> = {
  basic: "Functional, durable interiors",
  premium: "Designer finishes, more custom work",
  luxury: "Bespoke, top-end materials",
  commercial: "Offices, shops and studios",
};

/** A city page's three price packages. */
export const GENERIC_CITY_PACKAGES: Package[] = [
  {
    title: "Basic",
    price: "₹1,50,000-₹3,50,000",
    unit: "1-2 BHK",
    description: "Essential interiors for compact homes.",
    features: ["Modular kitchen", "Wardrobes", "Basic lighting"],
  },
  {
    title: "Premium",
    price: "₹3,50,000-₹8,00,000",
    unit: "2-3 BHK",
    description: "Complete home interiors with designer finishes.",
    features: ["Full-home design", "False ceiling", "Custom furniture"],
    popular: true,
  },
  {
    title: "Luxury",
    price: "₹8,00,000+",
    unit: "3+ BHK and villas",
    description: "Bespoke interiors with premium materials.",
    features: ["Imported materials", "Bespoke furniture", "Smart home"],
  },
];

/** A city page's three design-style cards. */
export const STYLE_CARDS: StyleCard[] = [
  {
    title: "Modern Contemporary",
    description: "Clean lines, warm neutrals and clever storage for city apartments.",
    style: "contemporary",
  },
  {
    title: "Traditional Tamil",
    description: "Teak, brass, Athangudi tiles and courtyards that honour the South Indian home.",
    style: "traditional",
  },
  {
    title: "Coastal Modern",
    description: "Airy whites, rattan and blues that keep a seaside home cool and bright.",
    style: "scandinavian",
  },
];

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "We compared four designers in an evening and picked one whose past kitchens we loved. The flat was ready in ten weeks, exactly as quoted.",
    name: "Priya Raghavan",
    place: "Adyar, Chennai",
    project: "3 BHK apartment",
  },
  {
    quote:
      "The per-sq-ft prices on each profile saved us so much back and forth. Our designer stayed inside the budget and the finish is superb.",
    name: "Rohit Malhotra",
    place: "Whitefield, Bangalore",
    project: "2 BHK apartment",
  },
  {
    quote:
      "I was nervous about hiring someone online, but the verified badges and real reviews made it easy. We've already recommended our designer to friends.",
    name: "Sneha Kulkarni",
    place: "Baner, Pune",
    project: "Villa renovation",
  },
];

/** Alternative landing page stats band (fixed marketing claims, not live counts). */
export const STATS = [
  { value: "2,500+", label: "Verified designers" },
  { value: "15,000+", label: "Completed projects" },
  { value: "4.8", label: "Average rating" },
  { value: "24 hrs", label: "Response time" },
];

/** India-wide filter bar budget thresholds: Under ₹1000, ₹1000-₹2000, Above ₹2000. */
export const INDIA_BUDGET_THRESHOLDS = [1000, 2000] as const;

export const INDIA_FAQS: FaqItem[] = [
  {
    question: "How much does interior design cost in India?",
    answer:
      "Most homes cost between ₹800 and ₹3,000 per sq ft. Basic interiors run ₹800-1,200, Premium ₹1,200-1,800 and Luxury ₹1,800-2,500 per sq ft, while commercial projects are usually ₹2,000-3,000 per sq ft. Prices vary by city, materials and how much furniture is custom-made.",
  },
  {
    question: "How do I choose the right interior designer?",
    answer:
      "Shortlist designers who work in your locality and budget, look through their portfolios for work in the style you like, read reviews from past clients and compare at least three quotes before you decide.",
  },
  {
    question: "How long does a home interior project take?",
    answer:
      "A typical 2-3 BHK takes 2-4 months from final design to handover. Modular kitchens and wardrobes are made in a factory, which keeps the work on site short.",
  },
  {
    question: "Are the designers on Nivasa verified?",
    answer:
      "Designers with the Verified badge have had their business, portfolio and contact details checked by our team. Every profile shows real photos of completed projects and reviews from homeowners.",
  },
  {
    question: "Is there a warranty on the work?",
    answer:
      "Most designers on Nivasa give a 1-2 year warranty on workmanship, and many modular products carry longer manufacturer warranties. Ask for the warranty terms in writing with your quote.",
  },
];

export const CTA = {
  title: "Start your interior journey today",
  description: "Tell us what you need and get free quotes from 3-5 verified designers within 24 hours.",
};
