/** The data scraper's constants and copy (its screen, validation and result messages). */

/** The twelve cities the scraper offers, in the order the screen lists them. */
export const SCRAPER_CITIES = [
  { slug: "bangalore", name: "Bangalore" },
  { slug: "mumbai", name: "Mumbai" },
  { slug: "delhi", name: "Delhi" },
  { slug: "chennai", name: "Chennai" },
  { slug: "hyderabad", name: "Hyderabad" },
  { slug: "pune", name: "Pune" },
  { slug: "kolkata", name: "Kolkata" },
  { slug: "ahmedabad", name: "Ahmedabad" },
  { slug: "jaipur", name: "Jaipur" },
  { slug: "lucknow", name: "Lucknow" },
  { slug: "kochi", name: "Kochi" },
  { slug: "indore", name: "Indore" },
] as const;

export type ScraperCitySlug = (typeof SCRAPER_CITIES)[number]["slug"];

/** At most this many new listings are kept per city and run (the screen says 10-15). */
export const MAX_NEW_LISTINGS_PER_CITY = 15;

/** Pause between two cities' scraping, to go easy on the scraped sites. */
export const PAUSE_BETWEEN_CITIES_MS = 1000;

/** The place holder a source's URL template must contain. */
export const CITY_PLACEHOLDER = "{city}";

/** Why a source's URL is refused (shown under the URL field, and on a run's city when refused at run time). */
export const SOURCE_URL_MESSAGES = {
  notWebAddress: "Enter a web address starting with https://",
  credentials: "Leave the user name and password out of the URL",
  port: (port: string) => `Only the standard web ports (80 and 443) can be scraped: remove :${port} from the URL`,
  localAddress: (host: string) => `${host} is a private or local address: only public websites can be scraped`,
  resolvesLocal: (host: string, address: string) =>
    `${host} points to a private or local address (${address}): only public websites can be scraped`,
  notFound: (host: string) => `${host} could not be found: check the URL`,
} as const;

/** The scraper's validation and result messages, word for word. */
export const SCRAPER_MESSAGES = {
  keyRequired: { title: "API Key Required", description: "Please enter your Firecrawl API key" },
  keyValid: { title: "API Key Valid" },
  keyInvalid: { title: "Invalid API Key", description: "Please check your scraping key and try again" },
  keyError: { title: "Error Testing API Key", description: "Failed to validate API key. Please try again." },
  keyNotValidated: "Please test and validate your API key first",
  keyNotFound: "API key not found",
  scrapingFailed: { title: "Scraping Failed", fallback: "Failed to scrape data" },
  scrapingComplete: {
    title: "Scraping Complete",
    description: (designers: number, cities: number) =>
      `Successfully scraped and saved ${designers} interior designers across ${cities} cities`,
  },
  scrapingLabel: "Scraping data...",
  savingLabel: "Saving to database...",
} as const;
