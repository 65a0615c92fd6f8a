// Nivasa runs on Node.js 22.12+ (package.json "engines"). On an older Node, the npm registry's official Node 22
// binary stands in: node-<platform>-<arch>@22, the package the registry's `node` package installs from its install
// script (taken directly, it needs no install script). Run as a script, this prints the path of a supported node.
import { execFileSync, spawnSync } from "node:child_process";

/** Whether `version` (default: this process's Node) is 22.12 or newer. */
export function isSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 12);
}

/** This process's node when it is supported, else Node 22's binary from the npm registry (fetched once by npx). */
export function supportedNode() {
  if (isSupportedNode()) return process.execPath;
  const arm64Mac = process.platform === "darwin" && process.arch === "arm64";
  const binaryPackage = `node-${arm64Mac ? "bin-" : ""}${process.platform}-${process.arch}@22`;
  const run = (args) => execFileSync("npx", args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
  const node = run(["--yes", `--package=${binaryPackage}`, "--", "node", "-p", "process.execPath"]);
  const version = execFileSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
  if (!isSupportedNode(version)) throw new Error(`${binaryPackage} gave Node.js ${version}, not 22.12+`);
  return node;
}

/**
 * On an older Node, runs this script again on a supported one (same arguments and loader flags) and exits with its
 * status; on a supported Node, returns. What it measures (a bench, Lighthouse) then runs on the runtime Nivasa runs on.
 */
export function runOnSupportedNode() {
  if (isSupportedNode()) return;
  const node = supportedNode();
  console.log(`Node.js ${process.version} is older than 22.12: running on ${node}`);
  const result = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(supportedNode());
