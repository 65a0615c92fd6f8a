/**
 * The price calculator's numbers. Rates per sq ft come from the city cost tiers
 * (app/content/pricing.ts); this file holds what turns a home into square feet of work.
 */

export const QUALITY_TIERS = [
  { key: "basic", label: "Basic", blurb: "Laminate finishes, essential storage, standard fittings" },
  { key: "premium", label: "Premium", blurb: "Acrylic and veneer finishes, soft-close hardware, false ceiling" },
  { key: "luxury", label: "Luxury", blurb: "Designer finishes, stone and solid wood, bespoke furniture" },
] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number]["key"];

/** Typical carpet areas of Indian homes, and the rooms such a home usually has done up. */
export const PROPERTY_TYPES = [
  {
    key: "1bhk",
    label: "1 BHK",
    carpetSqft: 550,
    rooms: {
      living: true,
      dining: false,
      kitchen: true,
      bedrooms: 1,
      bathrooms: 1,
      office: false,
      kids: false,
      balcony: false,
    },
  },
  {
    key: "2bhk",
    label: "2 BHK",
    carpetSqft: 850,
    rooms: {
      living: true,
      dining: true,
      kitchen: true,
      bedrooms: 2,
      bathrooms: 2,
      office: false,
      kids: false,
      balcony: false,
    },
  },
  {
    key: "3bhk",
    label: "3 BHK",
    carpetSqft: 1200,
    rooms: {
      living: true,
      dining: true,
      kitchen: true,
      bedrooms: 3,
      bathrooms: 3,
      office: false,
      kids: false,
      balcony: true,
    },
  },
  {
    key: "4bhk",
    label: "4 BHK",
    carpetSqft: 1700,
    rooms: {
      living: true,
      dining: true,
      kitchen: true,
      bedrooms: 4,
      bathrooms: 4,
      office: true,
      kids: false,
      balcony: true,
    },
  },
  {
    key: "villa",
    label: "Villa",
    carpetSqft: 2800,
    rooms: {
      living: true,
      dining: true,
      kitchen: true,
      bedrooms: 4,
      bathrooms: 5,
      office: true,
      kids: true,
      balcony: true,
    },
  },
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number]["key"];

export const CARPET_AREA_LIMITS = { min: 200, max: 20_000 } as const;
export const MAX_ROOM_COUNT = 8;

/**
 * Each room's floor area in a typical home of its property type (scaled by the home's carpet area), and
 * how much work a square foot of it takes compared with the whole-home average: kitchens and bathrooms
 * carry cabinets and fittings, balconies little more than flooring and lights.
 */
export const ROOM_RULES = {
  living: { label: "Living room", sqft: 220, factor: 1.0 },
  dining: { label: "Dining area", sqft: 100, factor: 0.9 },
  kitchen: { label: "Kitchen", sqft: 90, factor: 1.6 },
  bedrooms: { label: "Bedroom", sqft: 150, factor: 1.1 },
  bathrooms: { label: "Bathroom", sqft: 45, factor: 1.3 },
  office: { label: "Home office", sqft: 100, factor: 1.0 },
  kids: { label: "Kids room", sqft: 130, factor: 1.1 },
  balcony: { label: "Balcony", sqft: 60, factor: 0.6 },
} as const;
export type RoomKey = keyof typeof ROOM_RULES;

/** The kitchen layouts a customer can pick and how much cabinetry each needs compared with an L-shaped kitchen. */
export const KITCHEN_LAYOUT_FACTORS = {
  l_shaped: { label: "L-shaped", factor: 1.0 },
  galley: { label: "Galley / parallel", factor: 0.9 },
  u_shaped: { label: "U-shaped", factor: 1.15 },
  open_plan: { label: "Open plan", factor: 1.1 },
  peninsula: { label: "Peninsula", factor: 1.2 },
  island: { label: "Island", factor: 1.3 },
} as const;
export type KitchenLayout = keyof typeof KITCHEN_LAYOUT_FACTORS;

export const CALCULATOR_NOTES = [
  "Covers design, materials, furniture, fittings and labour.",
  "Excludes appliances, loose décor, civil work and GST.",
  "Final quotes depend on the site, materials and the designer you choose.",
] as const;
