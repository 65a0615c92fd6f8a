/** Longest value each business form field takes (zod-free: the forms use them for maxLength too). */
export const FIELD_LIMITS = {
  name: 100,
  businessName: 120,
  email: 254,
  description: 2000,
  website: 200,
  listItem: 60,
  listItems: 20,
  listText: 1500,
  priceTier: 40,
  message: 1000,
} as const;
