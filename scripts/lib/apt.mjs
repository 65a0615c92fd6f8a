// Installs Debian packages non-interactively: directly as root, through `sudo -n` otherwise.
import { spawnSync } from "node:child_process";

function runQuietly(command, args) {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}${result.error ?? ""}` };
}

/** Runs `apt-get update` and `apt-get install -y <packages>`; throws with the reason when it cannot. */
export function aptInstall(packages) {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !runQuietly("sudo", ["-n", "true"]).ok) {
    throw new Error(`cannot install ${packages.join(" ")}: not root and no password-less sudo`);
  }
  const apt = (args) => (asRoot ? runQuietly("apt-get", args) : runQuietly("sudo", ["-n", "apt-get", ...args]));
  const steps = [["update"], ["install", "-y", ...packages]];
  for (const args of steps) {
    const result = apt(args);
    if (!result.ok) throw new Error(`apt-get ${args[0]} failed:\n${result.output.slice(-3000)}`);
  }
}
