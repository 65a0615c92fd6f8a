/** Copy for the static pages (/about, /pricing, … /blog); one route module renders them all. */

export interface PageLink {
  label: string;
  href: string;
}

export interface PageSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Cards of links, e.g. blog guides or help topics. */
  links?: Array<PageLink & { summary: string }>;
}

export interface StaticPage {
  /** The document title part: '<title> | Nivasa'. */
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** Legal pages say when they last changed. */
  updated?: string;
  sections: PageSection[];
  cta?: { title: string; text: string; primary: PageLink; secondary?: PageLink };
}

export const SUPPORT_EMAIL = "support@nivasa.in";
export const PARTNERS_EMAIL = "partners@nivasa.in";
export const CAREERS_EMAIL = "careers@nivasa.in";
export const PRIVACY_EMAIL = "privacy@nivasa.in";

export const CONTACT_DETAILS = {
  email: SUPPORT_EMAIL,
  hours: "Monday to Saturday, 10:00 am – 7:00 pm IST",
  responseTime: "We reply within one working day.",
  office: "Nivasa Technologies Pvt. Ltd., 27th Main Road, HSR Layout Sector 2, Bengaluru, Karnataka 560102",
} as const;

const FIND_DESIGNERS: PageLink = { label: "Find Interior Designers", href: "/interior-designers" };
const LIST_BUSINESS: PageLink = { label: "List Your Business", href: "/brand-dashboard" };

export const STATIC_PAGES = {
  about: {
    title: "About Us",
    description:
      "Nivasa helps homeowners across India find trusted interior designers, compare portfolios and prices, and get free quotes.",
    eyebrow: "About Nivasa",
    heading: "Making great interiors easier to find",
    intro:
      "Nivasa (from the Sanskrit for ‘home’) is a marketplace where Indian homeowners discover interior designers in their city, explore real projects and get honest quotes — and where good designers find clients who value their work.",
    sections: [
      {
        heading: "Why we started",
        paragraphs: [
          "Doing up a home is one of the biggest purchases most families make, yet finding the right designer usually comes down to word of mouth and guesswork. Portfolios are scattered, prices are opaque and it is hard to know who actually works in your neighbourhood.",
          "We built Nivasa so that you can see a designer's work, specialties, typical cost per square foot and reviews in one place, organised by city and locality.",
        ],
      },
      {
        heading: "What you can do on Nivasa",
        list: [
          "Browse interior designers by city and locality, with verified profiles and real portfolios.",
          "Explore thousands of design ideas by room, style, colour, size and budget.",
          "Estimate your interior cost with the price calculator before you talk to anyone.",
          "Request free quotes and hear back from 3–5 matched designers, usually within 24 hours.",
        ],
      },
      {
        heading: "For designers and studios",
        paragraphs: [
          "Independent designers and established firms can claim an existing profile or create a new one, upload their portfolio, and receive enquiries from homeowners in the areas they serve. Listing a business is free.",
        ],
      },
    ],
    cta: {
      title: "Ready to start your home project?",
      text: "Compare verified designers in your city and get free quotes.",
      primary: FIND_DESIGNERS,
      secondary: { label: "Estimate your cost", href: "/interiors-price-calculator" },
    },
  },
  pricing: {
    title: "Pricing",
    description:
      "Nivasa is free for homeowners. Designers can list their business and receive enquiries at no cost. Typical interior costs per sq ft across India.",
    eyebrow: "Pricing",
    heading: "Free for homeowners, fair for designers",
    intro:
      "You never pay Nivasa to browse designers, save ideas or request quotes. Designers list their studio for free and pay nothing to receive enquiries.",
    sections: [
      {
        heading: "For homeowners",
        list: [
          "Browsing designers, portfolios and design ideas: free.",
          "Price calculator and cost guides: free.",
          "Free quote requests, matched with 3–5 designers: free, with no obligation to hire.",
        ],
      },
      {
        heading: "For designers and studios",
        list: [
          "Claim or create your business profile: free.",
          "Upload your portfolio and appear in city and locality listings: free.",
          "Receive quote requests from homeowners in the areas you serve: free.",
        ],
      },
      {
        heading: "What interiors typically cost",
        paragraphs: [
          "Most full-home projects in Indian metros fall between ₹800 and ₹3,000 per sq ft depending on materials, finishes and the city. As a rough guide: Basic ₹800–1,200, Premium ₹1,200–1,800 and Luxury ₹1,800–2,500 per sq ft, with commercial spaces at ₹2,000–3,000 per sq ft. Your designer's quote is what counts — use the price calculator for an estimate based on your home.",
        ],
      },
    ],
    cta: {
      title: "See what your home would cost",
      text: "Answer a few questions and get an instant estimate.",
      primary: { label: "Open the Price Calculator", href: "/interiors-price-calculator" },
      secondary: LIST_BUSINESS,
    },
  },
  privacy: {
    title: "Privacy Policy",
    description: "How Nivasa collects, uses and protects your personal information.",
    eyebrow: "Legal",
    heading: "Privacy Policy",
    intro:
      "This policy explains what information Nivasa Technologies Pvt. Ltd. collects when you use Nivasa, why we collect it and the choices you have. We process personal data in line with India's Digital Personal Data Protection Act, 2023.",
    updated: "27 November 2026",
    sections: [
      {
        heading: "What we collect",
        list: [
          "Account details: your name, email address and password (stored only as a secure hash).",
          "Quote requests: the contact details, location, requirements, budget and timeline you choose to share.",
          "Conversations: the messages and files you exchange with designers about a quote request.",
          "Activity: designs you like and designer profiles you view, so we can show your saved items and count views.",
          "Technical data: your browser, device and IP address, used to keep the service secure and to prevent abuse.",
        ],
      },
      {
        heading: "How we use it",
        paragraphs: [
          "We use your information to run your account, pass your quote request to the designers you were matched with, send service emails (such as verification and password reset), and improve Nivasa. We do not sell your personal data.",
          "Designers only see the contact details in a quote request that was sent to them.",
        ],
      },
      {
        heading: "How long we keep it",
        list: [
          "Your account, saved designers, likes, reviews and claims: until you delete your account.",
          "Quote requests and their conversations: for as long as the designers they were sent to use Nivasa. When you delete your account, your name, phone number and email are removed from them and your messages show as from “a deleted user”.",
          "Sign-ins: each lasts at most 30 days. Page views: only a coded mark of the day and the visitor, to count each visitor once, for two days.",
          "A short record that an account was deleted (its email address and when) stays in our audit log, so that we can show we acted on your request.",
          "Backups: deleted data leaves our backups within 30 days, as old backups are replaced.",
        ],
      },
      {
        heading: "Your rights and choices",
        paragraphs: [
          "You can update your name and your email preferences from your profile at any time.",
          "Download your data: on your profile, under “Your data”, “Download my data” gives you one file with your account, saved designers, liked photos, reviews, quote requests with their conversations, any brand you own, the messages you wrote for a brand and the claims you sent.",
          "Delete your account: on your profile, “Delete my account” asks you to type your email to confirm, then deletes your account straight away. Your reviews are removed, files you sent are deleted, and a designer page you own becomes unclaimed again.",
          `For anything else, such as correcting data you cannot edit yourself, or if you cannot sign in, write to ${PRIVACY_EMAIL} and we will respond within 30 days.`,
        ],
      },
    ],
  },
  terms: {
    title: "Terms of Service",
    description: "The terms that apply when you use Nivasa as a homeowner or as a designer.",
    eyebrow: "Legal",
    heading: "Terms of Service",
    intro:
      "By using Nivasa you agree to these terms. Please read them carefully — they explain what you can expect from us and what we expect from you.",
    updated: "1 January 2026",
    sections: [
      {
        heading: "Using Nivasa",
        paragraphs: [
          "Nivasa is a marketplace that connects homeowners with independent interior designers and studios. Any contract for design or execution work is between you and the designer; Nivasa is not a party to it.",
          "You must give accurate information, keep your password safe and use the service lawfully. We may suspend accounts used for spam, fraud or abuse.",
        ],
      },
      {
        heading: "For designers",
        list: [
          "Only claim a business you own or are authorised to represent; claims are reviewed before approval.",
          "Upload only work you have the right to publish; portfolio images are moderated before they appear.",
          "Respond to enquiries honestly and do not misuse homeowners' contact details.",
        ],
      },
      {
        heading: "Reviews, content and liability",
        paragraphs: [
          "Reviews must reflect genuine experiences. We may remove content that is misleading, offensive or infringes someone's rights.",
          "Cost estimates, ratings and figures on Nivasa are guidance, not guarantees. To the extent the law allows, Nivasa is not liable for work carried out by designers listed on the platform. These terms are governed by the laws of India, with courts in Bengaluru having jurisdiction.",
        ],
      },
    ],
  },
  cookies: {
    title: "Cookie Policy",
    description: "The small set of cookies Nivasa uses and why.",
    eyebrow: "Legal",
    heading: "Cookie Policy",
    intro:
      "Nivasa uses a small number of first-party cookies that the site needs to work. We do not use advertising or cross-site tracking cookies.",
    updated: "1 January 2026",
    sections: [
      {
        heading: "Cookies we set",
        list: [
          "Session cookie: keeps you signed in. Removed when you sign out or after it expires.",
          "theme: remembers whether you chose the light, dark or system theme, for up to a year.",
          "nv_flash: carries a one-time confirmation message (such as ‘Welcome back!’) to the next page; it lasts at most one minute.",
        ],
      },
      {
        heading: "Managing cookies",
        paragraphs: [
          "You can delete or block cookies in your browser settings. If you block the session cookie you will not be able to sign in; the rest of the site keeps working.",
        ],
      },
    ],
  },
  careers: {
    title: "Careers",
    description: "Join Nivasa and help millions of Indian families design homes they love.",
    eyebrow: "Careers",
    heading: "Help India find its dream homes",
    intro:
      "We are a small team in Bengaluru building the place where homeowners and interior designers find each other. We care about craft, clear writing and shipping things people actually use.",
    sections: [
      {
        heading: "How we work",
        list: [
          "Small, senior teams that own a problem end to end.",
          "Hybrid: three days a week together at our Bengaluru office, the rest wherever you work best.",
          "Time with designers and homeowners every month — we build from real conversations.",
        ],
      },
      {
        heading: "Roles we hire for",
        paragraphs: [
          "We regularly look for full-stack engineers (TypeScript, React, PostgreSQL), product designers, city partnerships managers and customer success associates fluent in English and at least one Indian language.",
          `There are no open positions listed right now, but we always read thoughtful applications. Write to ${CAREERS_EMAIL} with what you would like to work on and something you are proud of.`,
        ],
      },
    ],
  },
  contact: {
    title: "Contact Us",
    description: `Get in touch with the Nivasa team: email ${SUPPORT_EMAIL}, Monday to Saturday, 10 am to 7 pm IST.`,
    eyebrow: "Contact",
    heading: "We're here to help",
    intro:
      "Questions about a quote, your account or listing your business? Write to us and a real person will get back to you.",
    sections: [
      {
        heading: "Homeowners",
        paragraphs: [
          `For help with quote requests, your account or a designer you found on Nivasa, email ${SUPPORT_EMAIL}. Include the designer's name or your request date so we can find it quickly.`,
        ],
      },
      {
        heading: "Designers and studios",
        paragraphs: [
          `For help claiming a profile, uploading your portfolio or partnering with us, email ${PARTNERS_EMAIL}.`,
        ],
      },
      {
        heading: "Press and everything else",
        paragraphs: [`Write to ${SUPPORT_EMAIL} and we will route your note to the right person.`],
      },
    ],
  },
  help: {
    title: "Help Centre",
    description:
      "Answers to common questions about finding designers, quotes, accounts and listing your business on Nivasa.",
    eyebrow: "Help Centre",
    heading: "How can we help?",
    intro: "Quick answers to the questions we hear most. Can't find what you need? Our support team is a message away.",
    sections: [
      {
        heading: "Finding a designer",
        paragraphs: [
          "Start from Find Interior Designers, pick your city and, if you like, your locality. Each profile shows the designer's portfolio, specialties, typical cost per sq ft, years of experience and reviews. Use Get Free Quote to share your requirements.",
        ],
      },
      {
        heading: "Quotes",
        paragraphs: [
          "When you request a free quote we match you with 3–5 designers who serve your area and budget. Most respond within 24 hours by phone or email. Requesting a quote never obliges you to hire.",
        ],
      },
      {
        heading: "Your account",
        paragraphs: [
          "Sign up with your email to like designs and keep track of your quote requests. Forgot your password? Use ‘Forgot password’ on the sign-in page and we will email you a reset link.",
        ],
      },
      {
        heading: "Listing your business",
        paragraphs: [
          "Choose List Your Business, sign up, then claim your existing profile or create a new one. Claims are reviewed by our team, usually within two working days. Once approved you can upload portfolio images from your Brand Dashboard.",
        ],
      },
    ],
    cta: {
      title: "Still need help?",
      text: `Email ${SUPPORT_EMAIL} — we reply within one working day.`,
      primary: { label: "Contact support", href: "/support" },
    },
  },
  support: {
    title: "Support",
    description: `Contact Nivasa support at ${SUPPORT_EMAIL}. Monday to Saturday, 10 am to 7 pm IST.`,
    eyebrow: "Support",
    heading: "Get support",
    intro:
      "Our support team helps homeowners and designers with accounts, quotes, listings and anything that isn't working.",
    sections: [
      {
        heading: "Before you write",
        links: [
          {
            label: "Help Centre",
            href: "/help",
            summary: "Answers about finding designers, quotes, accounts and listings.",
          },
          {
            label: "Price Calculator",
            href: "/interiors-price-calculator",
            summary: "An instant estimate of your interior cost.",
          },
          { label: "Contact Us", href: "/contact", summary: "Who to write to for partnerships and press." },
        ],
      },
      {
        heading: "What to include",
        list: [
          "The email address on your Nivasa account.",
          "The page or designer you were looking at, and what you expected to happen.",
          "A screenshot, if something looked wrong.",
        ],
      },
    ],
  },
  blog: {
    title: "Blog",
    description: "Guides on interior costs, styles and working with designers, from the Nivasa team.",
    eyebrow: "Nivasa Blog",
    heading: "Guides for a better home",
    intro:
      "Practical advice from our team and the designers we work with: what things cost, what to ask and ideas worth stealing.",
    sections: [
      {
        heading: "Start here",
        links: [
          {
            label: "What does interior design cost in India?",
            href: "/interiors-price-calculator",
            summary:
              "From ₹800 to ₹3,000 per sq ft: what drives the price, and how to estimate your own home in two minutes.",
          },
          {
            label: "Modular kitchen ideas that work in Indian homes",
            href: "/design-ideas/kitchen",
            summary: "L-shaped, parallel or island? Layouts, finishes and storage for the way we cook.",
          },
          {
            label: "Compact bedrooms that feel bigger",
            href: "/design-ideas?size=compact",
            summary: "Built-in wardrobes, light palettes and smart lighting for 10×10 rooms.",
          },
          {
            label: "How to choose an interior designer",
            href: "/interior-designers",
            summary: "Portfolios, references, contracts and the questions to ask before you sign.",
          },
        ],
      },
    ],
  },
} satisfies Record<string, StaticPage>;

export type StaticPageKey = keyof typeof STATIC_PAGES;

export function staticPage(key: string): StaticPage | null {
  return Object.hasOwn(STATIC_PAGES, key) ? STATIC_PAGES[key as StaticPageKey] : null;
}
