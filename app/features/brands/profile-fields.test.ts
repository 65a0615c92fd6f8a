import { describe, expect, it } from "vitest";
import { claimRequestSchema } from "~/features/claims/claim-schema";
import { listingSchema } from "~/features/listings/listing-schema";
import { createBrandSchema } from "~/features/onboarding/join-schemas";
import { fieldErrors } from "~/lib/form-fields";

const CITY = "7f0c3c1e-2b1a-4c55-9a57-1f4a3d1e9b10";
const errorsOf = (schema: typeof createBrandSchema | typeof listingSchema | typeof claimRequestSchema, v: object) => {
  const result = schema.safeParse(v);
  return result.success ? {} : fieldErrors(result.error);
};

describe("Create Brand", () => {
  const good = {
    businessName: "  Cedar Spaces  ",
    businessEmail: "Hello@CedarSpaces.in",
    description: "Homes in Chennai.",
    phone: "098765 43210",
    websiteUrl: "cedarspaces.in",
    cityId: CITY,
    areasServed: " Adyar, , Besant Nagar,adyar , ",
    servicesOffered: "",
  };

  it("trims, splits the comma lists, normalises phone, email and website", () => {
    expect(createBrandSchema.parse(good)).toEqual({
      businessName: "Cedar Spaces",
      businessEmail: "hello@cedarspaces.in",
      description: "Homes in Chennai.",
      phone: "+919876543210",
      websiteUrl: "https://cedarspaces.in/",
      cityId: CITY,
      areasServed: ["Adyar", "Besant Nagar"],
      servicesOffered: [],
    });
    expect(createBrandSchema.parse({ ...good, phone: "", websiteUrl: " " })).toMatchObject({
      phone: null,
      websiteUrl: null,
    });
  });

  it("says what is wrong with each field", () => {
    expect(errorsOf(createBrandSchema, {})).toEqual({
      businessName: "Please enter your business name.",
      businessEmail: "Please enter a valid email address",
      description: "Please enter a business description.",
      cityId: "Please choose a city.",
    });
    expect(
      errorsOf(createBrandSchema, {
        ...good,
        businessName: "x".repeat(121),
        description: "<script>alert(1)</script>",
        phone: "12345",
        websiteUrl: "javascript:alert(1)",
        areasServed: `${"a".repeat(61)}, b`,
        servicesOffered: Array.from({ length: 21 }, (_, i) => `s${i}`).join(","),
        cityId: "../../etc",
      }),
    ).toEqual({
      businessName: "Please keep this under 120 characters.",
      description: "Please remove HTML tags (text between < and >).",
      phone: "Enter a valid 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210",
      websiteUrl: "Enter a website address starting with http:// or https://, e.g. https://www.yourstudio.in",
      areasServed: "Each entry can be at most 60 characters.",
      servicesOffered: "Please list at most 20 entries.",
      cityId: "Please choose a city.",
    });
  });

  it.each(["ftp://cedarspaces.in", "https://user:pw@cedarspaces.in", "http://localhost", "data:text/html,x"])(
    "refuses the website %s",
    (websiteUrl) => {
      expect(errorsOf(createBrandSchema, { ...good, websiteUrl }).websiteUrl).toMatch(/http:\/\/ or https:\/\//);
    },
  );
});

describe("Create Listing", () => {
  it("needs only the name and the city; an empty price tier is null", () => {
    expect(listingSchema.parse({ name: "Rao Interiors", cityId: CITY, priceTier: "" })).toEqual({
      name: "Rao Interiors",
      businessName: null,
      email: null,
      phone: null,
      cityId: CITY,
      areasServed: [],
      tags: [],
      priceTier: null,
    });
    expect(errorsOf(listingSchema, { name: " ", email: "nope" })).toEqual({
      name: "Please enter the listing name.",
      email: "Please enter a valid email address",
      cityId: "Please choose a city.",
    });
  });
});

describe("claim request", () => {
  it("needs a name, an email and an Indian mobile; the rest is optional", () => {
    expect(
      claimRequestSchema.parse({
        fullName: "Kavya Rao",
        email: "k@rao.in",
        mobile: "+91 98765-43210",
        businessName: "",
      }),
    ).toEqual({
      fullName: "Kavya Rao",
      businessName: null,
      email: "k@rao.in",
      mobile: "+919876543210",
      messageToAdmin: null,
    });
    expect(errorsOf(claimRequestSchema, { messageToAdmin: "m".repeat(1001) })).toEqual({
      fullName: "Please enter your full name.",
      email: "Please enter a valid email address",
      mobile: "Please enter your phone number",
      messageToAdmin: "Please keep this under 1000 characters.",
    });
  });
});
