export const SITE_NAME = "Nivasa";

/** A document title in the house style: pageTitle("Interior Designers in Chennai") → "Interior Designers in Chennai | Nivasa". */
export function pageTitle(part: string): string {
  return `${part} | ${SITE_NAME}`;
}
