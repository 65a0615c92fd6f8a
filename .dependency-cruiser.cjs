/**
 * The layer rule, checked by `npm run lint:deps` (part of `npm test`). See docs/architecture.md.
 *
 *   lib, content, config  ←  db, services, ui  ←  features  ←  routes, server, root
 *
 * An arrow points at what may be imported. A feature uses another feature only through its public
 * modules (`index.ts` for anything a browser may load, `*.api.server.ts` for server-only code), and
 * only the features before it in FEATURES, so features never depend on each other in a circle. Tests and test helpers (`app/testing/`) may import
 * anything; product code never imports them. Type-only imports are exempt from the layer rules: a
 * component may name a loader's type, which erases at build.
 */
const code = "^app/";
const tests = "(\\.test\\.tsx?$|^app/testing/)";
const layer = (...folders) => `^app/(${folders.join("|")})/`;
const runtime = { dependencyTypesNot: ["type-only"] };

/**
 * Features from the bottom up: each may use only those before it, so no two depend on each other. A new
 * feature goes in where what it uses is below it; a need to use one above means a shared piece should move
 * down (to lib/, services/, ui/ or an earlier feature).
 */
const FEATURES = [
  "auth", // accounts, sessions, the viewer, roles
  "media", // generated illustrations
  "static-pages", // static content pages (about, contact, privacy, terms)
  "seo", // meta tags, JSON-LD, admins' overrides as pages read them
  "views", // counting views
  "shell", // header, footer, theme, the viewer's state in the browser
  "reviews",
  "brands", // who may edit a brand, its profile fields, the dashboard
  "claims",
  "alerts", // WhatsApp, SMS and email alerts: channels and consent, alert rows, delivery, receipts
  "leads", // quote requests, the leads inbox, response time
  "conversations", // threads on leads: messages, attachments, read marks, alerts, live events
  "offers", // structured offers in threads, comparing and hiring, the money rules, price figures
  "projects", // the accepted offer carried forward: dates, stages, site updates, recorded payments, history
  "gallery",
  "directory", // cities, localities, listings of designers, brand pages
  "listings",
  "onboarding", // Join as a Brand
  "admin",
  "personal-data", // a user's download of their data, deleting their account
  "calculator",
  "jobs",
  "scraper",
  "seo-admin",
  "sitemap",
];
const featureOrder = FEATURES.map((feature, index) => ({
  name: "feature-order",
  comment: `${feature} may use only the features listed before it in FEATURES.`,
  severity: "error",
  from: { path: `^app/features/${feature}/`, pathNot: tests },
  to: { path: `^app/features/(${FEATURES.slice(index + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A cycle means neither module can be understood, tested or moved without the other.",
      severity: "error",
      from: { path: code, pathNot: tests },
      to: { circular: true, viaOnly: runtime },
    },
    ...featureOrder,
    {
      name: "every-feature-is-ordered",
      comment: "A folder under app/features/ that FEATURES doesn't list has no place in the order yet.",
      severity: "error",
      from: { path: `^app/features/(?!(${FEATURES.join("|")})/)` },
      to: {},
    },
    {
      name: "lib-content-are-the-bottom",
      comment: "lib/ and content/ are pure helpers and copy: they import nothing else of the app but its configuration.",
      severity: "error",
      from: { path: layer("lib", "content"), pathNot: tests },
      to: { path: code, pathNot: [layer("lib", "content"), "^app/config\\.server\\.ts$"], ...runtime },
    },
    {
      name: "db-services-ui-only-reach-down",
      comment: "db/, services/ and ui/ build on lib/ and content/ (and db/ for services), never on features or pages.",
      severity: "error",
      from: { path: layer("db", "services", "ui"), pathNot: tests },
      to: { path: `${layer("features", "routes", "server", "testing")}|^app/(root|entry\\.server|routes)\\.tsx?$`, ...runtime },
    },
    {
      name: "ui-is-presentational",
      comment: "ui/ primitives take data through props: they don't read the database or call services.",
      severity: "error",
      from: { path: layer("ui"), pathNot: tests },
      to: { path: layer("db", "services"), ...runtime },
    },
    {
      name: "features-dont-reach-up",
      comment: "Features don't import routes, the server or the document shell: those compose features.",
      severity: "error",
      from: { path: layer("features"), pathNot: tests },
      to: { path: `${layer("routes", "server", "testing")}|^app/(root|entry\\.server|routes)\\.tsx?$`, ...runtime },
    },
    {
      name: "only-routes-know-the-root",
      comment: "The root's data type lives in features/shell (RootData): below the routes, not even a type names app/root.tsx.",
      severity: "error",
      from: { path: layer("features", "services", "ui", "db", "lib", "content"), pathNot: tests },
      to: { path: "^app/root\\.tsx$" },
    },
    {
      name: "feature-public-modules",
      comment: "Another feature is used through its index.ts or a *.api.server.ts, never its internals.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: tests },
      to: {
        path: "^app/features/([^/]+)/",
        pathNot: ["^app/features/$1/", "^app/features/[^/]+/(index\\.tsx?|[^/]+\\.api\\.server\\.ts)$"],
      },
    },
    {
      name: "routes-read-the-viewer-from-one-module",
      comment: "Routes take the viewer (getViewer, requireViewer, requireAdmin) from features/auth/viewer.server.ts.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: "^app/features/auth/auth\\.api\\.server\\.ts$" },
    },
    {
      name: "no-test-helpers-in-product-code",
      comment: "app/testing/ is for tests.",
      severity: "error",
      from: { path: code, pathNot: tests },
      to: { path: "^app/testing/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^app/db/migrations/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
