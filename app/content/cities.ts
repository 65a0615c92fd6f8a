/**
 * The six dedicated city pages: headline stats, hero copy, the Area dropdown's four localities and the
 * Budget dropdown's bands. Cost tiers come from pricing.ts; live counts from the database.
 */
import { formatRupees } from "~/lib/money";
import type { FaqItem } from "./directory";
import { priceTiersForCity } from "./pricing";

export interface CityCopy {
  slug: string;
  name: string;
  /** Headline stats: static marketing figures, not live counts. */
  designers: string;
  projects: string;
  rating: string;
  tagline: string;
  /** Locality slugs (places.ts) offered in the Area dropdown after All Areas. */
  areas: readonly [string, string, string, string];
  /** Budget bands per sq ft split at these two prices: under low, low-high, above high. */
  budgetThresholds: readonly [number, number];
  /** What makes homes in this city distinctive, for the FAQ. */
  homes: string;
}

export const DEDICATED_CITIES: readonly CityCopy[] = [
  {
    slug: "chennai",
    name: "Chennai",
    designers: "180+",
    projects: "2,500+",
    rating: "4.8",
    tagline: "From Mylapore heritage homes to OMR high-rises, find designers who know Chennai.",
    areas: ["anna-nagar", "t-nagar", "adyar", "velachery"],
    budgetThresholds: [1000, 1800],
    homes:
      "Designers here plan for humidity and the monsoon with moisture-resistant ply, and blend teak and Athangudi tiles into modern homes.",
  },
  {
    slug: "mumbai",
    name: "Mumbai",
    designers: "450+",
    projects: "4,200+",
    rating: "4.8",
    tagline: "Space-smart designs for Mumbai apartments, from Bandra sea-facing flats to Powai towers.",
    areas: ["bandra", "juhu", "andheri", "powai"],
    budgetThresholds: [1500, 2500],
    homes:
      "Compact layouts call for multi-functional furniture, loft storage and finishes that stand up to the sea air.",
  },
  {
    slug: "delhi",
    name: "Delhi",
    designers: "380+",
    projects: "3,800+",
    rating: "4.8",
    tagline: "Independent floors, villas and apartments across Delhi NCR, designed by local experts.",
    areas: ["gurgaon", "noida", "dwarka", "rohini"],
    budgetThresholds: [1500, 2500],
    homes:
      "Delhi NCR designers plan for hot summers and cold winters with insulation, heat-reflective glazing and warm textures.",
  },
  {
    slug: "bangalore",
    name: "Bangalore",
    designers: "320+",
    projects: "3,200+",
    rating: "4.8",
    tagline: "Modern homes for Bangalore's gated communities, villas and apartments.",
    areas: ["koramangala", "whitefield", "hsr-layout", "indiranagar"],
    budgetThresholds: [1200, 2000],
    homes: "With many people working from home, Bangalore projects often include a study nook or a full home office.",
  },
  {
    slug: "pune",
    name: "Pune",
    designers: "160+",
    projects: "1,600+",
    rating: "4.8",
    tagline: "Thoughtful interiors for Pune's new apartments and bungalows.",
    areas: ["koregaon-park", "baner", "wakad", "hinjewadi"],
    budgetThresholds: [1200, 2000],
    homes: "Pune's newer apartments in Baner, Wakad and Hinjewadi suit modular, low-maintenance designs.",
  },
  {
    slug: "hyderabad",
    name: "Hyderabad",
    designers: "140+",
    projects: "1,400+",
    rating: "4.8",
    tagline: "Spacious homes and villas in Hyderabad designed with craft and comfort.",
    areas: ["gachibowli", "jubilee-hills", "banjara-hills", "madhapur"],
    budgetThresholds: [1000, 1800],
    homes:
      "Larger floor plans leave room for formal living and dining spaces, pooja rooms and rich traditional accents.",
  },
];

export function dedicatedCity(slug: string): CityCopy | undefined {
  return DEDICATED_CITIES.find((c) => c.slug === slug);
}

const range = (min: number, max: number) => `${formatRupees(min)}-${formatRupees(max).slice(1)}`;

/** The five FAQ items of a city page, priced with the city's cost tiers. */
export function cityFaqs(city: { slug: string; name: string; homes?: string }): FaqItem[] {
  const [basic, premium, luxury, commercial] = priceTiersForCity(city.slug);
  return [
    {
      question: `How much does interior design cost in ${city.name}?`,
      answer: `In ${city.name}, Basic interiors cost about ${range(basic.min, basic.max)} per sq ft, Premium ${range(premium.min, premium.max)}, Luxury ${range(luxury.min, luxury.max)} and commercial spaces ${range(commercial.min, commercial.max)}. A 1,000 sq ft home therefore costs roughly ${formatRupees(basic.min * 1000)} to ${formatRupees(luxury.max * 1000)}.`,
    },
    {
      question: `How do I find the best interior designer in ${city.name}?`,
      answer: `Filter designers by your area and budget, open their profiles to see real project photos and reviews, and ask 3-5 of them for a free quote. Verified designers have had their business and portfolio checked by Nivasa.`,
    },
    {
      question: "How long does a home interior project take?",
      answer:
        "Most 2-3 BHK homes take 2-4 months from design sign-off to handover. Kitchens and wardrobes are made in a factory while work on site continues.",
    },
    {
      question: `What should I know about designing a home in ${city.name}?`,
      answer:
        city.homes ??
        `Local designers know ${city.name}'s climate, materials and suppliers, which keeps projects on time and on budget.`,
    },
    {
      question: "Do designers give a warranty?",
      answer:
        "Most designers on Nivasa give a 1-2 year warranty on workmanship, and modular products often carry longer manufacturer warranties. Ask for the terms in writing with your quote.",
    },
  ];
}
