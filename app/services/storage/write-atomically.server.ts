import { rename, rm, writeFile } from "node:fs/promises";

/** Writes `file` aside and renames it into place, so a reader never sees half a file; nothing is left on failure. */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
