// Keeps the tree easy to find one's way in: no folder of a feature holds more than MAX_FOLDER_FILES files (a
// feature that grows gets rooms), and no source file passes MAX_FILE_LINES lines (a file that does several jobs
// splits along them). Tests are not counted; the database schema, migrations, demo data and content are long
// by nature and exempt.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const MAX_FOLDER_FILES = 25;
export const MAX_FILE_LINES = 500;

const SOURCE = /\.(tsx?|mts|mjs|cjs|css)$/;
const TEST = /\.test\.tsx?$/;
/** Long by nature: the schema, the migrations, the demo data and the product's copy. */
const EXEMPT = [/^app\/db\/schema\.ts$/, /^app\/db\/migrations\//, /^app\/server\/seed\//, /^app\/content\//];

function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.split("/").includes("node_modules"));
}

function crowdedFolders(root: string): string[] {
  const perFolder = new Map<string, number>();
  for (const file of filesUnder(root, "app/features")) {
    const folder = path.posix.dirname(file);
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
  }
  return [...perFolder]
    .filter(([, count]) => count > MAX_FOLDER_FILES)
    .map(([folder, count]) => `${folder}/ holds ${count} files (at most ${MAX_FOLDER_FILES}: give it rooms)`);
}

function lineCount(text: string): number {
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

function longFiles(root: string): string[] {
  return ["app", "scripts"]
    .flatMap((dir) => filesUnder(root, dir))
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !EXEMPT.some((rule) => rule.test(file)))
    .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), "utf8")) }))
    .filter(({ lines }) => lines > MAX_FILE_LINES)
    .map(({ file, lines }) => `${file} has ${lines} lines (at most ${MAX_FILE_LINES}: split it along its jobs)`);
}

/** Every folder of a feature with too many files and every source file too long under `root`; empty when none. */
export function checkTreeSize(root: string): string[] {
  return [...crowdedFolders(root), ...longFiles(root)].sort();
}
