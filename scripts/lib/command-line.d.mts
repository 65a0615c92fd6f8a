import type { ParseArgsConfig, parseArgs } from "node:util";

export function readCommandLine<const T extends ParseArgsConfig = Record<never, never>>(
  usage: string,
  config?: T,
): ReturnType<typeof parseArgs<T>>;

export function wholeNumber(usage: string, name: string, value: string | undefined): number;

export function exitWithUsage(usage: string, problem: string): never;
