// Once per vitest run, for every project (vitest.config.ts): starts the run's log empty.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject): void {
  const file = project.config.env.NIVASA_TEST_LOG;
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "");
}
