/** The product's fixed option lists, shared by the schema checks, the seed, filters and forms. */

export const ROOM_TYPES = [
  "living_room",
  "bedroom",
  "kitchen",
  "bathroom",
  "dining_room",
  "home_office",
  "balcony",
  "kids_room",
  "walk_in_closet",
  "study_room",
] as const;

export const DESIGN_STYLES = [
  "modern",
  "boho",
  "scandinavian",
  "minimalist",
  "traditional",
  "industrial",
  "contemporary",
  "rustic",
] as const;

export const COLOR_PALETTES = ["white", "grey", "navy", "pastel", "black", "beige", "brown", "green", "blue"] as const;

export const SPACE_SIZES = ["compact", "medium", "large"] as const;

export const KITCHEN_LAYOUTS = ["l_shaped", "u_shaped", "open_plan", "galley", "island", "peninsula"] as const;

export const DESIGN_ELEMENTS = [
  "false_ceiling",
  "wall_panels",
  "modular_storage",
  "built_in_wardrobe",
  "accent_wall",
  "lighting",
  "flooring",
] as const;

export const COST_RANGES = ["budget", "mid_range", "premium", "luxury"] as const;

/** Services a brand offers (Profile Settings offers these; brands created with other services keep them). */
export const BRAND_SERVICES = [
  "Full Home Interiors",
  "Modular Kitchens",
  "Wardrobes & Storage",
  "Living Room Design",
  "Bedroom Design",
  "False Ceiling & Lighting",
  "Turnkey Projects",
  "Space Planning",
  "Custom Furniture",
  "Renovation",
  "Office Interiors",
  "Pooja Room Design",
  "Bathroom Design",
  "3D Visualisation",
  "Vastu Consultation",
  "Kids Room Design",
] as const;

export const CLAIM_STATUSES = ["new", "approved", "rejected"] as const;

export const LISTING_STATUSES = ["unclaimed", "claimed", "verified"] as const;

export const USER_ROLES = ["user", "brand", "admin"] as const;

export const SEO_PAGE_TYPES = [
  "home",
  "interior_designers",
  "design_gallery",
  "price_calculator",
  "city_designers",
  "brand_profile",
  "design_ideas_hub",
  "room_design",
  "city_page",
  "locality_page",
  "cities_directory",
] as const;

export const ROBOTS_VALUES = ["index,follow", "index,nofollow", "noindex,follow", "noindex,nofollow"] as const;

export const TWITTER_CARDS = ["summary", "summary_large_image", "app", "player"] as const;

export const OG_TYPES = ["website", "article", "profile", "book", "music.song", "video.movie"] as const;

export const QUOTE_BUDGETS = [
  { value: "under-2-lakh", label: "Under ₹2 Lakh" },
  { value: "2-5-lakh", label: "₹2-5 Lakh" },
  { value: "5-10-lakh", label: "₹5-10 Lakh" },
  { value: "10-15-lakh", label: "₹10-15 Lakh" },
  { value: "15-25-lakh", label: "₹15-25 Lakh" },
  { value: "above-25-lakh", label: "Above ₹25 Lakh" },
] as const;

export const QUOTE_TIMELINES = [
  { value: "immediately", label: "Immediately" },
  { value: "within-1-month", label: "Within 1 month" },
  { value: "1-3-months", label: "1-3 months" },
  { value: "3-6-months", label: "3-6 months" },
  { value: "6-12-months", label: "6-12 months" },
  { value: "just-exploring", label: "Just exploring" },
] as const;

export const QUOTE_STATUSES = ["new", "contacted", "closed", "spam"] as const;

/** Where a lead stands with one brand it was routed to (the brand's leads inbox). */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;

/** How a homeowner who deleted their account is named where their requests and messages remain. */
export const DELETED_USER_NAME = "a deleted user";

/** A quote request's homeowner as designers and admins see them. */
export function homeownerName(name: string | null): string {
  return name ?? DELETED_USER_NAME;
}

/** Why a homeowner closed their quote request. */
export const QUOTE_CLOSE_REASONS = ["found_designer", "no_longer_needed"] as const;

/** Who wrote a message in a lead's thread; "system" messages are written by Nivasa itself. */
export const MESSAGE_AUTHOR_SIDES = ["homeowner", "brand", "system"] as const;

/** What a message attachment is: a room photo (through the image pipeline) or a PDF document. */
export const ATTACHMENT_KINDS = ["image", "pdf"] as const;

/** The two sides of a project (the hired brand and its homeowner); "system" events are Nivasa's own. */
export const PROJECT_SIDES = ["homeowner", "brand"] as const;
export const PROJECT_EVENT_SIDES = ["homeowner", "brand", "system"] as const;

/** What a project date proposal fixes: the start of the work, or a new planned handover. */
export const DATE_PROPOSAL_KINDS = ["start", "handover"] as const;
export const PROPOSAL_STATES = ["open", "accepted", "declined"] as const;

/** How a homeowner paid a stage (recorded, not processed: Nivasa moves no money). */
export const PAYMENT_METHODS = ["upi", "bank_transfer", "cheque", "cash"] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};
/** A recorded payment waits for the designer, who confirms receiving it or disputes it with a reason. */
export const PAYMENT_STATES = ["recorded", "confirmed", "disputed"] as const;

/** A change order waits for the homeowner, who approves or declines it; the designer may withdraw it first. */
export const CHANGE_STATES = ["proposed", "approved", "declined", "withdrawn"] as const;

/** A snag is open until the designer marks it fixed; the homeowner then closes it (confirms) or reopens it. */
export const SNAG_STATES = ["open", "fixed", "closed"] as const;

/** A warranty claim waits for the brand's acknowledgement (due within 72 hours), then its closing note. */
export const WARRANTY_CLAIM_STATES = ["open", "acknowledged", "closed"] as const;

/** Why a message was reported to the moderators. */
export const MESSAGE_REPORT_REASONS = ["spam", "abuse", "off_platform_payment"] as const;

export const MESSAGE_REPORT_REASON_LABELS: Record<(typeof MESSAGE_REPORT_REASONS)[number], string> = {
  spam: "Spam",
  abuse: "Abuse or harassment",
  off_platform_payment: "Asks for payment outside Nivasa",
};

/** How a report was settled by an admin. */
export const MESSAGE_REPORT_RESOLUTIONS = ["hidden", "sender_suspended", "dismissed"] as const;

/** The units an offer's line is priced in. */
export const OFFER_UNITS = ["sq_ft", "running_ft", "number", "lump_sum"] as const;

/** The material grades an offer is priced at: the price calculator's tiers. */
export const OFFER_GRADES = ["basic", "premium", "luxury"] as const;

/** How a user hears about new messages: an email per thread (throttled), a daily digest, or none. */
export const MESSAGE_EMAIL_PREFERENCES = ["each", "daily", "off"] as const;

/** Where alerts reach a person: email as always, WhatsApp and SMS on their verified mobile number with consent. */
export const ALERT_CHANNELS = ["email", "whatsapp", "sms"] as const;

/**
 * What an alert tells, one template per kind and channel (content/alerts.ts). To a brand: a new lead, a homeowner's
 * message, an offer accepted, the homeowner choosing another designer. To a homeowner: a designer's first reply, a
 * new or revised offer, an offer expiring in 2 days, the request closed for lack of answers. After handover, to a brand:
 * a homeowner's warranty claim, and the claim still not acknowledged when its 72 hours are up.
 */
export const ALERT_KINDS = [
  "new_lead",
  "homeowner_message",
  "offer_accepted",
  "another_designer_chosen",
  "first_reply",
  "offer_received",
  "offer_expiring",
  "request_closed",
  "warranty_claim",
  "warranty_claim_late",
] as const;

/**
 * An alert's life: queued in the transaction of what caused it, sent to the provider, then delivered and read as the
 * provider's receipts arrive, or failed (permanently, after its retries or a fallback to the next channel); skipped
 * when nothing needs sending any more (the message was read meanwhile, the channel was turned off).
 */
export const ALERT_STATES = ["queued", "sent", "delivered", "read", "failed", "skipped"] as const;

/** How an alert channel was turned on or off. */
export const ALERT_CHANNEL_CHANGES = ["settings", "whatsapp_stop", "demo"] as const;

export const IMPORT_RUN_STATUSES = ["running", "completed", "failed", "cancelled"] as const;

/** A city of an import run: waiting, scraped (records kept for saving), imported, or failed with a reason. */
export const IMPORT_CITY_STATUSES = ["pending", "scraped", "imported", "failed"] as const;

/** Human label for a catalog slug: "living_room" → "Living Room". */
export function catalogLabel(value: string): string {
  return value
    .split(/[_-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
