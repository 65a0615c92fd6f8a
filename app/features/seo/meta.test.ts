import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { breadcrumbList, buildMeta, localBusiness, organization, pageSeo, service } from "./meta";

const origin = "https://nivasa.example";

function Head() {
  return createElement(Meta);
}

function renderHead(descriptors: ReturnType<typeof buildMeta>): string {
  const Stub = createRoutesStub([{ id: "page", path: "/", meta: () => descriptors, Component: Head }]);
  return renderToString(createElement(Stub, { initialEntries: ["/"] }));
}

describe("buildMeta", () => {
  const seo = pageSeo(origin, "/interior-designers/chennai", {
    title: "Interior Designers in Chennai | Nivasa",
    description: "Compare verified interior designers in Chennai.",
    keywords: "interior designers chennai",
    image: "/media/hero.webp",
    jsonLd: [organization(origin)],
  });

  it("renders title, description, canonical, Open Graph, Twitter and JSON-LD into the head", () => {
    const html = renderHead(buildMeta(seo));
    expect(html).toContain("<title>Interior Designers in Chennai | Nivasa</title>");
    expect(html).toContain('<meta name="description" content="Compare verified interior designers in Chennai."/>');
    expect(html).toContain('<meta name="keywords" content="interior designers chennai"/>');
    expect(html).toContain('<link rel="canonical" href="https://nivasa.example/interior-designers/chennai"/>');
    expect(html).toContain('<meta property="og:url" content="https://nivasa.example/interior-designers/chennai"/>');
    expect(html).toContain('<meta property="og:image" content="https://nivasa.example/media/hero.webp"/>');
    expect(html).toContain('<meta property="og:site_name" content="Nivasa"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="robots" content="index,follow"/>');
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization"',
    );
  });

  it("falls back to a summary Twitter card and no image tags when the page has no image", () => {
    const tags = buildMeta(pageSeo(origin, "/about", { title: "About", description: "About Nivasa" }));
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
  });

  it("keeps JSON-LD text from closing the script element or opening a comment", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028";
    const html = renderHead(
      buildMeta(
        pageSeo(origin, "/brand/x", { title: "X", description: "Y", jsonLd: [{ "@type": "Thing", name: hostile }] }),
      ),
    );
    const script = html.slice(html.indexOf('<script type="application/ld+json">'));
    const body = script.slice(script.indexOf(">") + 1, script.indexOf("</script>"));
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body).name).toBe(hostile);
    expect(html).not.toContain("<script>alert(1)");
  });

  it("escapes attribute values such as titles with quotes", () => {
    const html = renderHead(buildMeta(pageSeo(origin, "/", { title: 'A "quoted" <b>', description: "d" })));
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt;"');
  });
});

describe("JSON-LD builders", () => {
  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const list = breadcrumbList(origin, [
      { name: "Home", path: "/" },
      { name: "Chennai", path: "/interior-designers/chennai" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://nivasa.example/" },
      { "@type": "ListItem", position: 2, name: "Chennai", item: "https://nivasa.example/interior-designers/chennai" },
    ]);
  });

  it("describes the city service", () => {
    expect(service(origin, { name: "Pune", path: "/interior-designers/pune" })).toMatchObject({
      "@type": "Service",
      name: "Interior Designers in Pune",
      areaServed: { "@type": "City", name: "Pune" },
    });
  });

  it("adds an aggregate rating to a business only once it has reviews", () => {
    const brand = { name: "Studio A", slug: "studio-a", rating: 4.6, reviewCount: 0, city: "Chennai" };
    expect(localBusiness(origin, brand)).not.toHaveProperty("aggregateRating");
    expect(localBusiness(origin, { ...brand, reviewCount: 12 })).toMatchObject({
      "@type": "ProfessionalService",
      url: "https://nivasa.example/brand/studio-a",
      aggregateRating: { ratingValue: 4.6, reviewCount: 12 },
    });
  });
});
