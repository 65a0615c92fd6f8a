import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { processAlive } from "~/lib/process-alive.server";

const LOCK_FILE = "nivasa.lock";

/**
 * PGlite holds its folder without a lock of its own, and two processes writing one folder corrupt it.
 * Takes `<folder>/nivasa.lock` for this process (a lock left by a process that is gone is taken over)
 * and returns its release; throws a clear error while another live process holds it.
 */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
        throw new Error(
          `The embedded database in ${folder} is in use by another Nivasa process (pid ${holder}). ` +
            "Stop it first (one process per DATA_DIR), or point DATA_DIR elsewhere.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
