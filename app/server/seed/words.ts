/** Word lists for realistic Indian demo data: firm names, people, services and review text. */

import type { BRAND_SERVICES } from "~/content/catalog";

/** Fills a phrase template's {placeholders}; unknown ones become empty. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
}

export const FIRST_NAMES = [
  "Aarav",
  "Ananya",
  "Ishaan",
  "Kavya",
  "Vihaan",
  "Meera",
  "Rohan",
  "Saanvi",
  "Arjun",
  "Diya",
  "Kabir",
  "Nisha",
  "Tara",
  "Riya",
  "Vikram",
  "Neha",
  "Aditya",
  "Pooja",
  "Siddharth",
  "Lakshmi",
  "Karthik",
  "Divya",
  "Rahul",
  "Priya",
  "Naveen",
  "Shreya",
  "Varun",
  "Anjali",
  "Harsha",
  "Deepika",
  "Manoj",
  "Swathi",
  "Farhan",
  "Zoya",
  "Gurpreet",
  "Simran",
  "Abhishek",
  "Sneha",
  "Ritesh",
  "Madhuri",
] as const;

export const SURNAMES = [
  "Sharma",
  "Iyer",
  "Reddy",
  "Menon",
  "Kapoor",
  "Mehta",
  "Nair",
  "Rao",
  "Pillai",
  "Desai",
  "Joshi",
  "Patel",
  "Banerjee",
  "Chatterjee",
  "Gupta",
  "Agarwal",
  "Khanna",
  "Malhotra",
  "Krishnan",
  "Subramanian",
  "Shetty",
  "Hegde",
  "Kulkarni",
  "Deshpande",
  "Bose",
  "Verma",
  "Singh",
  "Chopra",
  "Naidu",
  "Varghese",
  "Thomas",
  "Qureshi",
] as const;

/** Sanskrit and Hindi words that read well as studio names. */
export const STUDIO_WORDS = [
  "Ananta",
  "Aangan",
  "Antara",
  "Prakriti",
  "Shilpa",
  "Kala",
  "Sutra",
  "Rachna",
  "Akaar",
  "Tatva",
  "Nirmaan",
  "Dhara",
  "Aakriti",
  "Srishti",
  "Kriti",
  "Kalakriti",
  "Gharonda",
  "Aashiyana",
  "Rangoli",
  "Nivaas",
  "Griha",
  "Aalay",
  "Vriksha",
  "Mitti",
  "Jharokha",
  "Chaukhat",
  "Angan",
  "Saaz",
  "Roop",
  "Disha",
  "Sadan",
  "Basera",
] as const;

export const NAME_ADJECTIVES = [
  "Urban",
  "Royal",
  "Golden",
  "Indigo",
  "Saffron",
  "Teak",
  "Ivory",
  "Lotus",
  "Banyan",
  "Monsoon",
  "Peacock",
  "Jasmine",
  "Marigold",
  "Sandalwood",
  "Terracotta",
  "Cedar",
  "Coral",
  "Emerald",
  "Neem",
  "Kesari",
  "Slate",
  "Linen",
  "Brass",
  "Courtyard",
] as const;

export const NAME_NOUNS = [
  "Nest",
  "Habitat",
  "Canvas",
  "Spaces",
  "Living",
  "Homes",
  "Dwellings",
  "Abode",
  "Loft",
  "Haven",
  "Lane",
  "Story",
  "Grove",
  "Arc",
] as const;

export const FIRM_SUFFIXES = [
  "Interiors",
  "Design Studio",
  "Design House",
  "Interior Solutions",
  "Decor",
  "Designs",
  "Atelier",
  "Design Co.",
  "Home Studio",
  "Architects & Interiors",
] as const;

/** Services brands offer: the list the Profile Settings form offers (app/content/catalog.ts). */
export { BRAND_SERVICES as SERVICES } from "~/content/catalog";

export const LISTING_TAGS = [
  "Modular Kitchen",
  "Turnkey",
  "Budget Friendly",
  "Luxury",
  "Vastu Compliant",
  "Residential",
  "Commercial",
  "Quick Delivery",
  "Villas",
  "Apartments",
] as const;

export const DESCRIPTION_TEMPLATES = [
  "{name} is an interior design studio in {city} creating {style1} and {style2} homes that are easy to live in.",
  "Turnkey interiors in {city}: {name} designs {style1} apartments and villas with transparent, itemised quotes.",
  "Award-winning {style1} interiors for families across {area} and nearby neighbourhoods of {city}.",
  "{name} blends {style1} comfort with {style2} detail, from modular kitchens to complete home makeovers.",
  "A design-and-build team in {city} known for thoughtful space planning, warm materials and on-time handovers.",
  "Residential interiors with {style1} character — {name} handles design, execution and styling under one roof.",
] as const;

export const ABOUT_PARAGRAPHS = [
  "Founded in {founded}, {name} has completed {projects}+ homes across {city}, from compact 1 BHK apartments to independent villas.",
  "Our team of {team} designers, site engineers and craftspeople works in-house, so the drawings you approve are exactly what gets built.",
  "We start every project with a site visit and a detailed brief, then share 3D views and an itemised estimate before any work begins.",
  "We love {style1} and {style2} interiors, natural materials and storage that disappears into the walls.",
  "Every project comes with a dedicated project manager, weekly site updates and a warranty on all modular work.",
  "Most homes are handed over in 45 to 90 days, depending on scope; we also take up single-room makeovers.",
  "We serve {areas} and nearby areas, and are happy to travel for larger projects.",
] as const;

/**
 * Review text is composed from these phrases (demo-reviews.ts); a sentence praising the timeline is never
 * paired with one about delays (DELAY_WORDS). Placeholders: {brand}, {home}, {locality},
 * {city}, {room}, {room2}, {style}, {weeks} (how long the work took), {late} (weeks of delay).
 */
export const REVIEW_HOMES = [
  "1 BHK",
  "2 BHK",
  "2 BHK",
  "3 BHK",
  "3 BHK",
  "3 BHK",
  "4 BHK",
  "villa",
  "independent house",
  "duplex",
  "rented 2 BHK",
] as const;

/** Rooms a review may talk about when the brand's services don't suggest one. */
export const REVIEW_ROOMS = [
  "kitchen",
  "living room",
  "master bedroom",
  "kids' room",
  "pooja room",
  "study",
  "balcony",
  "dining area",
  "guest bedroom",
  "foyer",
] as const;

/** The room a brand's service suggests (services missing here suggest none). */
export const SERVICE_ROOMS: Partial<Record<(typeof BRAND_SERVICES)[number], string>> = {
  "Modular Kitchens": "kitchen",
  "Living Room Design": "living room",
  "Bedroom Design": "master bedroom",
  "Pooja Room Design": "pooja room",
  "Bathroom Design": "bathroom",
  "Kids Room Design": "kids' room",
  "Office Interiors": "home office",
};

/** First sentence: what the project was. */
export const REVIEW_OPENINGS = [
  "We hired {brand} for our {home} in {locality}.",
  "{brand} did the complete interiors of our {home} in {locality}, {city}.",
  "Got our {room} and {room2} done by {brand}.",
  "We moved into a new {home} in {locality} and needed everything from the {room} to the {room2}.",
  "Our brief: {style} interiors for the {room} without blowing the budget.",
  "After meeting four designers in {city}, we went with {brand} for our {home}.",
  "{brand} handled the renovation of my parents' {home} near {locality}.",
  "We had a tight timeline before Diwali and needed the {room} and {room2} ready.",
  "Found {brand} on Nivasa while looking for {style} interiors in {city}.",
  "We only wanted the {room} redone, but ended up doing the {room2} as well.",
  "This was a turnkey project for our {home} in {locality}: design, civil work, carpentry and painting.",
  "We are both working, so we needed a team that could run the site without us being there every day.",
  "Our {home} is twenty years old and the {room} badly needed an update.",
  "Our second project with a designer, this time for our {home} in {locality}.",
] as const;

/** What went well. */
export const REVIEW_PRAISE = [
  "The {room} came out exactly like the 3D views we approved.",
  "They suggested {style} colours and materials that make the {room} feel much bigger than it is.",
  "The carpentry is solid: shutters close softly and nothing has sagged after a year of use.",
  "The site supervisor sent photos every evening, so we never had to chase anyone for updates.",
  "The quote was itemised down to the hinges, and the final bill matched it.",
  "They finished in {weeks} weeks, a few days ahead of the date they gave us.",
  "Storage is clever everywhere; the {room2} alone holds twice what our old one did.",
  "Every material was explained patiently, and they brought samples home so my mother could choose too.",
  "They worked our vastu requirements into the {room} without making it look dated.",
  "The lighting plan in the {room} is lovely: warm in the evenings and bright when we need it.",
  "The team kept the site clean and covered the floors and doors every single day.",
  "Our society has strict work hours and they never once broke the rules or upset the neighbours.",
  "The designer listened more than she talked, and it shows in how personal the home feels.",
  "Handover came with a folder of warranties, care instructions and even spare handles.",
  "Small changes midway were handled without drama or surprise charges.",
  "The {style} touches in the {room} get compliments from every guest.",
  "They saved us money by reusing our old dining table and re-polishing the teak doors.",
  "Hardware is all branded (Hettich and Hafele), exactly as written in the quote.",
  "The kitchen is very practical: tall units, a pull-out pantry and enough space for two people to cook.",
  "They coordinated with our electrician and plumber so nothing had to be broken twice.",
] as const;

/** Words that mark a sentence as being about delays. */
export const DELAY_WORDS = /\b(late|delay|longer|slipped)\b/;

/** Small complaints in an otherwise good review. */
export const REVIEW_NITS = [
  "The only hiccup was a two-week delay on the laminate delivery.",
  "A couple of drawer channels needed adjusting after we moved in, which they fixed within a week.",
  "Communication slowed down a bit towards the end, but everything was completed.",
  "Painting touch-ups needed a second visit.",
  "The final cleaning could have been more thorough.",
  "The {room2} took longer than planned because of a supplier issue.",
  "The 3D views took a while to arrive, so the start slipped by about ten days.",
] as const;

/** Honest criticism. */
export const REVIEW_CRITIQUES = [
  "The project ran {late} weeks late and we had to follow up almost daily.",
  "The laminate finish in the {room} is patchy in places and the edge banding is already lifting.",
  "The final bill was noticeably higher than the quote, mostly put down to 'site conditions'.",
  "We had three different supervisors over the project, and instructions kept getting lost.",
  "The cabinet shutters in the {room2} needed three visits before they were aligned.",
  "The design looked lovely on screen, but the execution did not match the renders.",
  "Debris was left in the {room2} for days after the work finished.",
  "A crack appeared in the false ceiling within two months.",
  "Calls went unanswered for days once the final payment was made.",
  "Some hardware was swapped for a cheaper brand without asking us.",
  "Measurements were off and the fridge did not fit the space they made for it.",
  "The {style} look we asked for ended up rather generic.",
] as const;

export const REVIEW_CLOSINGS = {
  good: [
    "Highly recommend {brand} to anyone in {city}.",
    "We would happily work with them again.",
    "Worth every rupee.",
    "We have already recommended them to two neighbours in our building.",
    "If you are after {style} interiors without the stress, give them a call.",
    "Thank you to everyone at {brand}!",
    "Our home finally feels like ours.",
  ],
  mixed: [
    "Good design sense, but keep a buffer in your timeline.",
    "A decent result in the end, though the journey was stressful.",
    "I'd use them again for a smaller job, with every detail written into the contract.",
    "Fair value for money, nothing exceptional.",
  ],
  poor: [
    "Not the experience we hoped for.",
    "If you go with them, get every detail in writing.",
    "We would not hire them again for a full home.",
    "Disappointing, given what we paid.",
  ],
} as const;

/** One-line reviews. */
export const SHORT_REVIEWS = {
  good: [
    "Lovely work on our {room}. Prompt, tidy and honest.",
    "Great team, on time and on budget.",
    "Beautiful {style} {room}, and very easy to work with.",
    "Very happy with our {home}. Recommended!",
  ],
  mixed: ["Good design, slow execution.", "The {room} looks nice, but it took far too long."],
  poor: ["Delays and poor finishing. Not recommended.", "Poor follow-up after the advance was paid."],
} as const;

/** The brand owner's public replies. Placeholders: {name} (the reviewer's first name), {room}, {home}. */
export const OWNER_REPLIES = {
  good: [
    "Thank you, {name}! It was a pleasure working on your {home}. Enjoy the new space.",
    "Thanks {name}, we're so glad the {room} turned out the way you pictured it.",
    "Thank you for trusting us with your home, {name}. Do send us a photo once you've settled in!",
    "Thank you for the kind words, {name}. We'll pass them on to the site team.",
  ],
  poor: [
    "Thank you for the honest feedback, {name}. We've since added a second site supervisor so updates reach clients faster.",
    "We're sorry about the delay, {name}, and appreciate your patience. Our team will call you to schedule touch-ups under warranty.",
    "{name}, we take this seriously. Our project head has reached out to fix the {room} finish at no cost.",
  ],
} as const;
