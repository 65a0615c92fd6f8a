/**
 * Cities and localities Nivasa covers: the union of the eight cities the site lists and the scraper's
 * twelve cities, with the twelve top localities of each dedicated city.
 */

export interface PlaceLocality {
  name: string;
  slug: string;
}

export interface PlaceCity {
  name: string;
  slug: string;
  state: string;
  /** One of the six cities with a dedicated page. */
  dedicated: boolean;
  localities: readonly PlaceLocality[];
}

function locality(name: string, slug?: string): PlaceLocality {
  return {
    name,
    slug:
      slug ??
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
  };
}

export const PLACES: readonly PlaceCity[] = [
  {
    name: "Mumbai",
    slug: "mumbai",
    state: "Maharashtra",
    dedicated: true,
    localities: [
      "Bandra",
      "Juhu",
      "Andheri",
      "Powai",
      "Lower Parel",
      "Worli",
      "Malad",
      "Goregaon",
      "Santacruz",
      "Kandivali",
      "Colaba",
      "Borivali",
    ].map((n) => locality(n)),
  },
  {
    name: "Delhi",
    slug: "delhi",
    state: "Delhi",
    dedicated: true,
    localities: [
      "Gurgaon",
      "Noida",
      "Dwarka",
      "Rohini",
      "Greater Kailash",
      "Defence Colony",
      "Lajpat Nagar",
      "Vasant Kunj",
      "Karol Bagh",
      "Janakpuri",
      "Saket",
      "Connaught Place",
    ].map((n) => locality(n)),
  },
  {
    name: "Bangalore",
    slug: "bangalore",
    state: "Karnataka",
    dedicated: true,
    localities: [
      "Koramangala",
      "Whitefield",
      "HSR Layout",
      "Indiranagar",
      "Electronic City",
      "Marathahalli",
      "JP Nagar",
      "Banashankari",
      "Bellandur",
      "Sarjapur",
      "Jayanagar",
      "BTM Layout",
    ].map((n) => locality(n)),
  },
  {
    name: "Chennai",
    slug: "chennai",
    state: "Tamil Nadu",
    dedicated: true,
    localities: [
      locality("Anna Nagar"),
      locality("T. Nagar", "t-nagar"),
      locality("Adyar"),
      locality("Velachery"),
      locality("OMR IT Corridor", "omr-it-corridor"),
      locality("ECR", "ecr"),
      locality("Tambaram"),
      locality("Mylapore"),
      locality("Porur"),
      locality("Chromepet"),
      locality("Sholinganallur"),
      locality("Pallikaranai"),
    ],
  },
  {
    name: "Pune",
    slug: "pune",
    state: "Maharashtra",
    dedicated: true,
    localities: [
      "Koregaon Park",
      "Baner",
      "Wakad",
      "Hinjewadi",
      "Kothrud",
      "Viman Nagar",
      "Hadapsar",
      "Karve Nagar",
      "Pune University",
      "Aundh",
      "Magarpatta",
      "Kalyani Nagar",
    ].map((n) => locality(n)),
  },
  {
    name: "Hyderabad",
    slug: "hyderabad",
    state: "Telangana",
    dedicated: true,
    localities: [
      "Gachibowli",
      "Jubilee Hills",
      "Banjara Hills",
      "Madhapur",
      "Kukatpally",
      "Kondapur",
      "Hitech City",
      "Begumpet",
      "Miyapur",
      "Uppal",
      "Kompally",
      "Secunderabad",
    ].map((n) => locality(n)),
  },
  {
    name: "Kolkata",
    slug: "kolkata",
    state: "West Bengal",
    dedicated: false,
    localities: ["Salt Lake", "New Town", "Ballygunge", "Alipore", "Park Street", "Behala"].map((n) => locality(n)),
  },
  {
    name: "Jaipur",
    slug: "jaipur",
    state: "Rajasthan",
    dedicated: false,
    localities: ["Malviya Nagar", "Vaishali Nagar", "C-Scheme", "Mansarovar", "Raja Park", "Jagatpura"].map((n) =>
      locality(n),
    ),
  },
  {
    name: "Ahmedabad",
    slug: "ahmedabad",
    state: "Gujarat",
    dedicated: false,
    localities: ["Satellite", "Prahlad Nagar", "Bodakdev", "SG Highway", "Navrangpura", "Thaltej"].map((n) =>
      locality(n),
    ),
  },
  {
    name: "Lucknow",
    slug: "lucknow",
    state: "Uttar Pradesh",
    dedicated: false,
    localities: ["Gomti Nagar", "Hazratganj", "Indira Nagar", "Aliganj", "Jankipuram"].map((n) => locality(n)),
  },
  {
    name: "Kochi",
    slug: "kochi",
    state: "Kerala",
    dedicated: false,
    localities: ["Kakkanad", "Edappally", "Panampilly Nagar", "Vyttila", "Kaloor"].map((n) => locality(n)),
  },
  {
    name: "Indore",
    slug: "indore",
    state: "Madhya Pradesh",
    dedicated: false,
    localities: ["Vijay Nagar", "Palasia", "Bhawarkua", "Nipania", "Rau"].map((n) => locality(n)),
  },
];

/** Slugs of the six cities with a dedicated page, in the order pages list them. */
export const DEDICATED_CITY_SLUGS = ["chennai", "mumbai", "delhi", "bangalore", "pune", "hyderabad"] as const;

export function placeBySlug(slug: string): PlaceCity | undefined {
  return PLACES.find((c) => c.slug === slug);
}
