// Keeps the docs true to the tree: every feature folder has a row in the architecture table, every test helper
// is named in testing.md, every npm script is documented and every documented one exists, and every path the
// docs name in backticks or link to is still there.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Folders a path in the docs may be written relative to (`lib/cookies.server.ts` is `app/lib/…`). */
const PATH_ROOTS = ["", "app/"];
const TREE_FOLDERS = ["app/", "scripts/", "tests/", "docs/", "public/"];
const APP_FOLDERS = ["features/", "services/", "lib/", "ui/", "db/", "server/", "content/", "routes/", "testing/"];
const FILE_NAME = /^[\w.-]+\.(tsx?|mjs|cjs|css|md|json)$/;
/** A bare name in backticks is taken for a source file only with one of these endings. */
const SOURCE_NAME = /^[\w.-]+\.(tsx?|mjs|cjs|css)$/;
/** npm runs these without `run`. */
const BARE_SCRIPTS = new Set(["start", "test"]);

function read(root: string, file: string): string {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, "utf8") : "";
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (name) => !name.split(path.sep).includes("node_modules"),
  );
}

function markdownFiles(root: string): string[] {
  const docs = listFiles(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name));
  return ["README.md", ...docs].filter((file) => existsSync(path.join(root, file)));
}

function featureFolders(root: string): string[] {
  const dir = path.join(root, "app/features");
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
}

function missingFeatures(root: string): string[] {
  const architecture = read(root, "docs/architecture.md");
  return featureFolders(root)
    .filter((feature) => !architecture.includes(`| \`${feature}\` |`))
    .map((feature) => `docs/architecture.md has no row for the feature app/features/${feature}/`);
}

function missingTestHelpers(root: string): string[] {
  const testing = read(root, "docs/testing.md");
  return listFiles(path.join(root, "app/testing"))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => !testing.includes(`app/testing/${name}`))
    .map((name) => `docs/testing.md doesn't name the test helper app/testing/${name}`);
}

/** `npm run lint` is not mentioned by `npm run lint:deps`. */
function mentions(text: string, command: string): boolean {
  return new RegExp(`${command.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w:-])`).test(text);
}

function scriptProblems(root: string, docs: string): string[] {
  const manifest = JSON.parse(read(root, "package.json") || "{}") as { scripts?: Record<string, string> };
  const scripts = Object.keys(manifest.scripts ?? {});
  const undocumented = scripts
    .filter((name) => !mentions(docs, `npm run ${name}`) && !(BARE_SCRIPTS.has(name) && mentions(docs, `npm ${name}`)))
    .map((name) => `the npm script "${name}" is in no doc (README.md, docs/)`);
  const documented = new Set([...docs.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
  const gone = [...documented]
    .filter((name) => !scripts.includes(name))
    .map((name) => `the docs name "npm run ${name}", which package.json doesn't have`);
  return [...undocumented, ...gone];
}

/** `app/features/shell/viewer-state*.ts` matches any file of that folder the pattern describes. */
function globExists(root: string, pattern: string): boolean {
  const dir = path.posix.dirname(pattern);
  const base = new RegExp(`^${path.posix.basename(pattern).replace(/[.]/g, "\\.").replace(/\*/g, ".*")}$`);
  const full = path.join(root, dir);
  return existsSync(full) && readdirSync(full).some((name) => base.test(name));
}

function pathExists(root: string, candidate: string): boolean {
  return PATH_ROOTS.some((prefix) => {
    const full = `${prefix}${candidate}`;
    return full.includes("*") ? globExists(root, full) : existsSync(path.join(root, full));
  });
}

/** Paths of the tree a doc names: in backticks (from a known top folder, or a bare file name) or as a link. */
function namedPaths(doc: string, text: string): { named: string; resolved: string; bare: boolean }[] {
  const ticked = [...text.matchAll(/`([\w./*-]+)`/g)].map((match) => match[1]);
  const fromTree = ticked
    .filter((token) => [...TREE_FOLDERS, ...APP_FOLDERS].some((folder) => token.startsWith(folder)))
    // a route id such as `routes/home` is a name, not a path: a path ends in a file name or a folder's slash
    .filter((token) => token.endsWith("/") || /\.(tsx?|m?js|cjs|css|md|json|sql)$/.test(token))
    .map((token) => ({ named: token, resolved: token, bare: false }));
  const rootFiles = ticked
    .filter((token) => token.startsWith(".") && FILE_NAME.test(token.slice(1)))
    .map((token) => ({ named: token, resolved: token, bare: false }));
  const bareNames = ticked
    .filter(
      (token) => !token.includes("/") && !token.includes("*") && !token.startsWith(".") && SOURCE_NAME.test(token),
    )
    .map((token) => ({ named: token, resolved: token, bare: true }));
  const links = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((match) => match[1])
    // a site path (`/privacy`) or another site is no file of the tree
    .filter((target) => !/^([a-z]+:|\/)/.test(target))
    .map((target) => ({ named: target, resolved: path.posix.join(path.posix.dirname(doc), target), bare: false }));
  return [...fromTree, ...rootFiles, ...bareNames, ...links];
}

function missingPaths(root: string, docs: string[]): string[] {
  const names = new Set(
    ["app", "scripts", "tests"].flatMap((dir) => listFiles(path.join(root, dir)).map((name) => path.basename(name))),
  );
  for (const name of readdirSync(root)) names.add(name);
  return docs.flatMap((doc) =>
    namedPaths(doc, read(root, doc))
      .filter(({ resolved, bare }) => (bare ? !names.has(resolved) : !pathExists(root, resolved)))
      .map(({ named }) => `${doc} names ${named}, which doesn't exist`),
  );
}

/** Every way the docs under `root` have drifted from its tree; empty when they agree. */
export function checkDocs(root: string): string[] {
  const docs = markdownFiles(root);
  const text = docs.map((doc) => read(root, doc)).join("\n");
  return [
    ...missingFeatures(root),
    ...missingTestHelpers(root),
    ...scriptProblems(root, text),
    ...[...new Set(missingPaths(root, docs))],
  ];
}
