// A script's command line, read the same way by every script: `--help` (or -h) prints the usage and exits 0; an
// unknown option, a missing value or a stray argument prints what was wrong and the usage and exits 2.
import { parseArgs } from "node:util";

/** `parseArgs` (strict) with `--help` added; `usage` starts with a "Usage:" line. */
export function readCommandLine(usage, config = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      ...config,
      options: { ...config.options, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    if (!String(error?.code).startsWith("ERR_PARSE_ARGS")) throw error;
    exitWithUsage(usage, error.message);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** An option's value as a whole number (0 or more), or exit 2 saying so. */
export function wholeNumber(usage, name, value) {
  const number = Number(value);
  if (value === "" || !Number.isInteger(number) || number < 0) exitWithUsage(usage, `--${name} must be a whole number`);
  return number;
}

/** A command line the script cannot use: what is wrong, then the usage; exit code 2. */
export function exitWithUsage(usage, problem) {
  console.error(`${problem}\n\n${usage}`);
  process.exit(2);
}
