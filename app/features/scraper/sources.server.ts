import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { CITY_PLACEHOLDER } from "~/content/scraper";
import type { Executor } from "~/db/client.server";
import { importSources } from "~/db/schema";
import { checkPageAddress, pageUrlRefusal, type ResolveHost } from "./page-address.server";

/** The city a template is checked with when saved. */
const SAMPLE_CITY = "mumbai";

/** A source's page for a city: {city} replaced by the city's slug. */
export function cityUrl(template: string, citySlug: string): string {
  return template.replaceAll(CITY_PLACEHOLDER, encodeURIComponent(citySlug));
}

/** One field each, shared by the screen's form and the action. */
export const sourceNameSchema = z
  .string({ error: "Give the source a name" })
  .trim()
  .min(2, "Give the source a name")
  .max(80, "Keep the name under 80 characters");

export const sourceTemplateSchema = z
  .string({ error: "Enter the directory's URL" })
  .trim()
  .max(500, "Keep the URL under 500 characters")
  .refine((value) => value.includes(CITY_PLACEHOLDER), `The URL needs ${CITY_PLACEHOLDER} where the city goes`)
  .superRefine((value, ctx) => {
    const refusal = pageUrlRefusal(cityUrl(value, SAMPLE_CITY));
    if (refusal) ctx.addIssue({ code: "custom", message: refusal });
  });

/** Why a template's pages may not be scraped, its host looked up in DNS (checked again before each scrape). */
export async function sourceTemplateRefusal(template: string, resolveHost?: ResolveHost): Promise<string | null> {
  const checked = await checkPageAddress(cityUrl(template, SAMPLE_CITY), resolveHost);
  return checked.ok ? null : checked.reason;
}

export const sourceInputSchema = z.object({
  name: sourceNameSchema,
  urlTemplate: sourceTemplateSchema,
  enabled: z.boolean(),
});

export type SourceInput = z.infer<typeof sourceInputSchema>;

export interface ImportSource {
  id: string;
  name: string;
  urlTemplate: string;
  enabled: boolean;
}

export async function listSources(db: Executor): Promise<ImportSource[]> {
  return db
    .select({
      id: importSources.id,
      name: importSources.name,
      urlTemplate: importSources.urlTemplate,
      enabled: importSources.enabled,
    })
    .from(importSources)
    .orderBy(asc(importSources.createdAt), asc(importSources.name));
}

export async function addSource(db: Executor, input: SourceInput): Promise<ImportSource> {
  const [source] = await db.insert(importSources).values(input).returning({
    id: importSources.id,
    name: importSources.name,
    urlTemplate: importSources.urlTemplate,
    enabled: importSources.enabled,
  });
  return source as ImportSource;
}

export async function updateSource(db: Executor, id: string, input: SourceInput): Promise<boolean> {
  const updated = await db
    .update(importSources)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(importSources.id, id))
    .returning({ id: importSources.id });
  return updated.length > 0;
}

export async function deleteSource(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(importSources).where(eq(importSources.id, id)).returning({ id: importSources.id });
  return deleted.length > 0;
}
