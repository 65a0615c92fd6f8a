import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  COLOR_PALETTES,
  COST_RANGES,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import {
  clearedFilters,
  GALLERY_SORTS,
  GALLERY_VIEWS,
  type GalleryFilters,
  galleryApiUrl,
  galleryDescription,
  galleryTitle,
  galleryUrl,
  hasActiveFilters,
  hasGalleryParams,
  NO_FILTERS,
  parseGalleryFilters,
  roomTypeFromSlug,
  SEARCH_MAX_LENGTH,
  styleFromSlug,
  topicUrl,
} from "./filters";
import { decodeCursor, facetTokens, galleryOrder, galleryWhere } from "./gallery.server";

/**
 * What a valid filter set is, as a schema: the oracle for the parser's output and the generator of test
 * inputs. (filters.ts itself is zod-free: it is on every gallery page's first load.)
 */
const galleryFiltersSchema = z.object({
  roomType: z.enum(ROOM_TYPES).optional(),
  style: z.enum(DESIGN_STYLES).optional(),
  color: z.enum(COLOR_PALETTES).optional(),
  size: z.enum(SPACE_SIZES).optional(),
  layout: z.enum(KITCHEN_LAYOUTS).optional(),
  budget: z.enum(COST_RANGES).optional(),
  elements: z.array(z.enum(DESIGN_ELEMENTS)),
  search: z.string().trim().min(1).max(SEARCH_MAX_LENGTH).optional(),
  featured: z.boolean(),
  sort: z.enum(GALLERY_SORTS),
  view: z.enum(GALLERY_VIEWS),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

it("describes the GalleryFilters type with the schema (checked when type-checking)", () => {
  const same: Same<GalleryFilters, z.infer<typeof galleryFiltersSchema>> = true;
  expect(same).toBe(true);
});

function parseUrl(url: string): GalleryFilters {
  const u = new URL(url, "http://x");
  const [, , room, style] = u.pathname.split("/");
  return parseGalleryFilters(u.searchParams, { roomType: roomTypeFromSlug(room), style: styleFromSlug(style) });
}

describe("room slugs", () => {
  it("accepts hyphens and underscores and maps to the catalog value", () => {
    expect(roomTypeFromSlug("living-room")).toBe("living_room");
    expect(roomTypeFromSlug("living_room")).toBe("living_room");
    expect(roomTypeFromSlug("Walk-In-Closet")).toBe("walk_in_closet");
    expect(roomTypeFromSlug("garage")).toBeUndefined();
  });

  it("sends header topic slugs to their gallery filter", () => {
    expect(topicUrl("lighting")).toBe("/design-ideas?element=lighting");
    expect(topicUrl("wall-decor")).toBe("/design-ideas?element=wall_panels&element=accent_wall");
    expect(topicUrl("colors")).toBe("/design-ideas?view=all");
    expect(topicUrl("garage")).toBeUndefined();
  });
});

describe("parseGalleryFilters", () => {
  it("reads every spec parameter", () => {
    const filters = parseUrl(
      "/design-ideas?roomType=kitchen&style=modern&color=navy&size=compact&layout=l-shaped&budget=mid-range&element=lighting&element=false_ceiling&search=%20teak%20&featured=true&sort=popular&view=list",
    );
    expect(filters).toEqual({
      roomType: "kitchen",
      style: "modern",
      color: "navy",
      size: "compact",
      layout: "l_shaped",
      budget: "mid_range",
      elements: ["false_ceiling", "lighting"],
      search: "teak",
      featured: true,
      sort: "popular",
      view: "list",
    });
    expect(galleryFiltersSchema.parse(filters)).toEqual(filters);
  });

  it("lets the path fix the room and style over query parameters", () => {
    expect(parseUrl("/design-ideas/living_room/scandinavian?roomType=kitchen&style=boho")).toMatchObject({
      roomType: "living_room",
      style: "scandinavian",
    });
  });

  it("drops unknown values instead of failing", () => {
    expect(parseUrl("/design-ideas?style=gothic&sort=random&view=3d&element=moat,lighting&color=")).toEqual({
      ...NO_FILTERS,
      elements: ["lighting"],
    });
  });

  it("treats blank search as no search and caps long search text", () => {
    expect(parseUrl("/design-ideas?search=%20%20").search).toBeUndefined();
    expect(parseUrl(`/design-ideas?search=${"a".repeat(300)}`).search).toHaveLength(100);
  });

  it("reads view=all (the 'browse all' link) as the grid", () => {
    expect(parseUrl("/design-ideas?view=all")).toEqual(NO_FILTERS);
  });

  it("knows when /design-ideas should show the gallery instead of the landing", () => {
    expect(hasGalleryParams(new URLSearchParams(""))).toBe(false);
    expect(hasGalleryParams(new URLSearchParams("utm_source=mail"))).toBe(false);
    expect(hasGalleryParams(new URLSearchParams("view=all"))).toBe(true);
    expect(hasGalleryParams(new URLSearchParams("search=teak"))).toBe(true);
  });
});

describe("galleryUrl", () => {
  it("puts room and style in the path and leaves defaults out", () => {
    expect(galleryUrl({ ...NO_FILTERS, roomType: "living_room", style: "scandinavian" })).toBe(
      "/design-ideas/living-room/scandinavian",
    );
    expect(galleryUrl({ ...NO_FILTERS, style: "boho" })).toBe("/design-ideas?style=boho");
    expect(galleryUrl(NO_FILTERS)).toBe("/design-ideas?view=all");
    expect(galleryUrl({ ...NO_FILTERS, roomType: "kitchen", sort: "popular" }, "abc")).toBe(
      "/design-ideas/kitchen?sort=popular&cursor=abc",
    );
  });

  it("round-trips every filter combination: URL → filters → URL", () => {
    // A deterministic walk through the option lists, so every value of every filter is covered.
    const options = {
      roomType: [undefined, ...ROOM_TYPES],
      style: [undefined, ...DESIGN_STYLES],
      color: [undefined, ...COLOR_PALETTES],
      size: [undefined, ...SPACE_SIZES],
      layout: [undefined, ...KITCHEN_LAYOUTS],
      budget: [undefined, ...COST_RANGES],
      search: [undefined, "teak", "L & T 100% “wood”"],
      sort: ["latest", "popular", "oldest"] as const,
      view: ["grid", "list"] as const,
    };
    for (let i = 0; i < 500; i++) {
      const at = <T>(list: readonly T[], salt: number) => list[(i * salt + Math.floor(i / 7)) % list.length];
      const filters = galleryFiltersSchema.parse({
        roomType: at(options.roomType, 1),
        style: at(options.style, 3),
        color: at(options.color, 5),
        size: at(options.size, 7),
        layout: at(options.layout, 11),
        budget: at(options.budget, 13),
        elements: DESIGN_ELEMENTS.filter((_, j) => ((i >> j) & 1) === 1),
        search: at(options.search, 17),
        featured: i % 3 === 0,
        sort: at(options.sort, 19),
        view: at(options.view, 23),
      });
      const url = galleryUrl(filters);
      expect(parseUrl(url), url).toEqual(JSON.parse(JSON.stringify(filters)));
      expect(galleryUrl(parseUrl(url))).toBe(url);
    }
  });
});

describe("galleryApiUrl", () => {
  it("carries every filter as a query parameter and round-trips", () => {
    const filters: GalleryFilters = {
      ...NO_FILTERS,
      roomType: "kitchen",
      style: "modern",
      elements: ["lighting"],
      sort: "popular",
    };
    const url = galleryApiUrl(filters, "c1");
    expect(url).toBe("/api/design-images?roomType=kitchen&style=modern&element=lighting&sort=popular&cursor=c1");
    expect(parseGalleryFilters(new URL(url, "http://x").searchParams)).toEqual(filters);
  });
});

describe("clearing filters", () => {
  const busy: GalleryFilters = {
    ...NO_FILTERS,
    roomType: "bathroom",
    style: "modern",
    budget: "luxury",
    elements: ["lighting"],
    search: "marble",
    sort: "popular",
    view: "list",
  };

  it("keeps a room fixed by the page, plus sort and view", () => {
    expect(clearedFilters(busy, "bathroom")).toEqual({
      ...NO_FILTERS,
      roomType: "bathroom",
      sort: "popular",
      view: "list",
    });
    expect(galleryUrl(clearedFilters(busy, "bathroom"))).toBe("/design-ideas/bathroom?sort=popular&view=list");
  });

  it("drops the room when it came from the filter panel", () => {
    expect(clearedFilters(busy)).toEqual({ ...NO_FILTERS, sort: "popular", view: "list" });
  });

  it("only offers clearing when something beyond the fixed room is set", () => {
    expect(hasActiveFilters({ ...NO_FILTERS, roomType: "bathroom" }, "bathroom")).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, roomType: "bathroom" })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, sort: "oldest", view: "list" })).toBe(false);
    expect(hasActiveFilters(busy, "bathroom")).toBe(true);
  });
});

describe("titles and descriptions", () => {
  it("builds the title from the active filters", () => {
    expect(galleryTitle(NO_FILTERS)).toBe("Interior Design Ideas");
    expect(galleryTitle({ ...NO_FILTERS, roomType: "kitchen", style: "modern" })).toBe("Modern Kitchen Design Ideas");
    expect(
      galleryTitle({
        ...NO_FILTERS,
        roomType: "kitchen",
        layout: "l_shaped",
        budget: "mid_range",
        elements: ["false_ceiling", "lighting"],
        search: "teak",
      }),
    ).toBe("Mid-Range L-Shaped Kitchen Design Ideas with False Ceiling & Lighting matching “teak”");
  });

  it("states the result count, capped at 1,000+", () => {
    const filters: GalleryFilters = { ...NO_FILTERS, roomType: "bedroom", size: "compact" };
    expect(galleryDescription(filters, 734)).toMatch(/^Explore 734 compact bedroom designs from verified/);
    expect(galleryDescription(filters, 1_001)).toMatch(/^Explore 1,000\+ compact bedroom designs/);
    expect(galleryDescription(filters, 1)).toMatch(/^Explore 1 compact bedroom design from/);
    expect(galleryDescription(filters, 0)).toMatch(/^No compact bedroom designs yet/);
    expect(galleryDescription({ ...NO_FILTERS, elements: ["lighting"], search: "teak" }, 5)).toMatch(
      /^Explore 5 interior designs with lighting matching “teak” from/,
    );
  });
});

describe("filters → SQL", () => {
  const dialect = new PgDialect();
  const render = (filters: GalleryFilters) => dialect.sqlToQuery(galleryWhere(filters));
  const everyFacet: GalleryFilters = {
    ...NO_FILTERS,
    roomType: "kitchen",
    style: "modern",
    color: "white",
    size: "large",
    layout: "island",
    budget: "premium",
    elements: ["lighting", "flooring"],
    featured: true,
  };

  it("always limits the gallery to approved images", () => {
    expect(render(NO_FILTERS).sql).toBe('"portfolio_images"."is_approved" = $1');
    expect(render(NO_FILTERS).params).toEqual([true]);
  });

  it("adds one equality per filter, overlap for elements and ILIKE on title or description for search", () => {
    const query = render({ ...everyFacet, search: "50%_off\\" });
    expect(query.sql).toBe(
      [
        '("portfolio_images"."is_approved" = $1',
        '"portfolio_images"."room_type" = $2',
        '"portfolio_images"."design_style" = $3',
        '"portfolio_images"."color_palette" = $4',
        '"portfolio_images"."space_size" = $5',
        '"portfolio_images"."layout_type" = $6',
        '"portfolio_images"."project_cost_range" = $7',
        '"portfolio_images"."design_elements" && $8',
        '"portfolio_images"."is_featured" = $9',
        '("portfolio_images"."title" ilike $10 or "portfolio_images"."description" ilike $11))',
      ].join(" and "),
    );
    expect(query.params).toEqual([
      true,
      "kitchen",
      "modern",
      "white",
      "large",
      "island",
      "premium",
      '{"lighting","flooring"}',
      true,
      "%50\\%\\_off\\\\%",
      "%50\\%\\_off\\\\%",
    ]);
  });

  it("counts combined facets no btree serves with one @> on the facets array (the GIN index's expression)", () => {
    const filters: GalleryFilters = { ...everyFacet, elements: ["lighting"] };
    const tokens = ["room:kitchen", "style:modern", "color:white", "size:large", "layout:island", "budget:premium"];
    expect(facetTokens(filters)).toEqual([...tokens, "featured", "lighting"]);
    const query = dialect.sqlToQuery(
      galleryWhere({ ...filters, elements: ["lighting", "flooring"] }, { byFacets: true }),
    );
    expect(query.sql).toMatch(
      /^\("portfolio_images"."is_approved" = \$1 and \(ARRAY\['room:' \|\| "portfolio_images"."room_type", .*\] \|\| "portfolio_images"."design_elements"\) @> ARRAY\[\$2, \$3, \$4, \$5, \$6, \$7, \$8\]::text\[\] and "portfolio_images"."design_elements" && \$9\)$/,
    );
    expect(query.params).toEqual([true, ...tokens, "featured", '{"lighting","flooring"}']);
    expect(facetTokens({ ...NO_FILTERS, featured: true, budget: "luxury" })).toEqual(["budget:luxury", "featured"]);
    expect(facetTokens({ ...NO_FILTERS, roomType: "bedroom", style: "modern" })).toBeUndefined();
    expect(facetTokens({ ...NO_FILTERS, featured: true })).toBeUndefined();
    expect(facetTokens({ ...NO_FILTERS, elements: ["lighting", "flooring"] })).toBeUndefined();
  });

  it("orders each sort by its indexed key then id", () => {
    const order = (sort: GalleryFilters["sort"]) =>
      galleryOrder(sort)
        .map((part) => dialect.sqlToQuery(part).sql)
        .join(", ");
    expect(order("latest")).toBe(
      '"portfolio_images"."created_at" desc nulls last, "portfolio_images"."id" desc nulls last',
    );
    expect(order("oldest")).toBe(
      '"portfolio_images"."created_at" asc nulls first, "portfolio_images"."id" asc nulls first',
    );
    expect(order("popular")).toBe(
      '"portfolio_images"."likes_count" desc nulls last, "portfolio_images"."id" desc nulls last',
    );
  });

  it("ignores cursors that are malformed or belong to another sort", () => {
    const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const id = "0b0f5c4e-8a8e-4c1e-9d7a-0f6f4e7f2a11";
    expect(decodeCursor(token({ s: "popular", k: 12, id }), "popular")).toEqual({ s: "popular", k: 12, id });
    expect(decodeCursor(token({ s: "popular", k: 12, id }), "latest")).toBeUndefined();
    expect(decodeCursor(token({ s: "latest", k: "yesterday", id }), "latest")).toBeUndefined();
    expect(decodeCursor(token({ s: "latest", k: "2024-05-01T10:00:00.123456Z", id: "x" }), "latest")).toBeUndefined();
    expect(decodeCursor("%%%not-base64", "latest")).toBeUndefined();
  });
});
