import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Static content pages share one module; the path is the page key in app/content/pages.ts. */
const STATIC_PAGES = [
  "about",
  "pricing",
  "privacy",
  "terms",
  "cookies",
  "careers",
  "contact",
  "help",
  "support",
  "blog",
] as const;

export default [
  // Resource routes (no layout)
  route("api/auth/*", "routes/api.auth.ts"),
  route("api/images/:imageId/like", "routes/api.image-like.ts"),
  route("api/design-images", "routes/api.design-images.ts"),
  route("media/*", "routes/media.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("favourites", "routes/favourites.ts"),
  route("brand/:brandSlug/view", "routes/brand.view.ts"),
  route("theme", "routes/theme.ts"),

  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("auth", "routes/auth.tsx"),
    route("sign-out", "routes/sign-out.ts"),
    route("profile", "routes/profile.tsx"),
    route("brand-dashboard", "routes/brand-dashboard.tsx"),
    route("cities", "routes/cities.tsx"),
    route("city/:citySlug", "routes/city.tsx"),
    route("interior-designers", "routes/interior-designers.tsx"),
    route("interior-designers/:citySlug", "routes/interior-designers.city.tsx"),
    route("interior-designers/:citySlug/:localitySlug", "routes/interior-designers.locality.tsx"),
    route("locality/:citySlug/:localitySlug", "routes/locality.tsx"),
    route("brand/:brandSlug", "routes/brand.tsx"),
    route("brand/:brandSlug/reviews", "routes/brand.reviews.ts"),
    route("get-quote", "routes/get-quote.tsx"),
    route("design-ideas", "routes/design-ideas.tsx"),
    route("design-ideas/photo/:imageId", "routes/design-ideas.photo.tsx"),
    route("design-ideas/:roomType/:style?", "routes/design-ideas.room.tsx"),
    route("design-gallery/:roomType?/:style?/:size?", "routes/design-gallery.tsx"),
    route("interiors-price-calculator", "routes/price-calculator.tsx"),
    route("admin", "routes/admin.tsx"),
    route("admin/seo", "routes/admin.seo.tsx"),
    route("admin/data-scraper", "routes/admin.data-scraper.tsx", { id: "admin-data-scraper" }),
    route("scraper", "routes/admin.data-scraper.tsx", { id: "scraper" }),
    route("sitemap", "routes/sitemap.tsx"),
    route("uxpilot-design", "routes/uxpilot-design.tsx"),
    ...STATIC_PAGES.map((page) => route(page, "routes/static-page.tsx", { id: `page-${page}` })),
    route("404", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
