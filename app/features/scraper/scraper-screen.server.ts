import { data } from "react-router";
import { z } from "zod";
import { SCRAPER_CITIES } from "~/content/scraper";
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/auth.api.server";
import { formValues, parseForm } from "~/lib/form-fields";
import type { ImportJobSettings } from "./import-job.server";
import {
  cancelImportRun,
  canRunImports,
  type KeyTestResult,
  type RunView,
  recentImportRuns,
  startImportRun,
  startRunSchema,
  testScraperKey,
} from "./import-runs.server";
import {
  addSource,
  deleteSource,
  type ImportSource,
  listSources,
  sourceInputSchema,
  sourceTemplateRefusal,
  updateSource,
} from "./sources.server";

export interface ScraperScreenData {
  runs: RunView[];
  sources: ImportSource[];
  cities: typeof SCRAPER_CITIES;
  /** FIRECRAWL_API_KEY is set: the field may stay empty. */
  serverKey: boolean;
}

export async function loadScraperScreen(
  db: Executor,
  viewer: Viewer,
  settings: ImportJobSettings,
): Promise<ScraperScreenData> {
  if (!canRunImports(viewer)) throw new Response("Not allowed", { status: 403 });
  const [runs, sources] = await Promise.all([recentImportRuns(db), listSources(db)]);
  return { runs, sources, cities: SCRAPER_CITIES, serverKey: Boolean(settings.serverKey) };
}

export type ScraperActionData =
  | { intent: "test-key"; result: KeyTestResult }
  | { intent: "start"; error?: string; fieldErrors?: Partial<Record<string, string>> }
  | { intent: "cancel"; error?: string }
  | {
      intent: "source";
      sourceId: string | null;
      error?: string;
      fieldErrors?: Partial<Record<string, string>>;
      saved?: boolean;
    };

const intentSchema = z.enum(["test-key", "start", "cancel", "save-source", "delete-source"]);
const idSchema = z.uuid();

/** The screen's forms: Test Key, Start Scraping, cancel a run, add/edit/delete a source. Admin only, each of them. */
export async function scraperAction(db: Executor, request: Request, viewer: Viewer, settings: ImportJobSettings) {
  if (!canRunImports(viewer)) throw new Response("Not allowed", { status: 403 });
  const form = await request.formData();
  const values = formValues(form, ["cities"]);
  const intent = intentSchema.safeParse(values.intent);
  if (!intent.success) return data({ intent: "cancel", error: "Unknown action" } as ScraperActionData, 400);

  switch (intent.data) {
    case "test-key": {
      const apiKey = startRunSchema.shape.apiKey.safeParse(values.apiKey ?? "");
      const result: KeyTestResult = apiKey.success
        ? await testScraperKey(viewer, apiKey.data, settings)
        : { ok: false, status: "invalid", title: "Invalid API Key", description: apiKey.error.issues[0]?.message };
      return data<ScraperActionData>({ intent: "test-key", result });
    }
    case "start": {
      const parsed = parseForm(startRunSchema, {
        ...values,
        apiKey: values.apiKey ?? "",
        keyCheck: values.keyCheck ?? "",
        cities: values.cities ?? [],
      });
      if (!parsed.ok) return data<ScraperActionData>({ intent: "start", fieldErrors: parsed.fieldErrors }, 400);
      const started = await startImportRun(db, viewer, parsed.value, settings);
      return started.ok
        ? data<ScraperActionData>({ intent: "start" })
        : data<ScraperActionData>({ intent: "start", error: started.error }, 400);
    }
    case "cancel": {
      const runId = idSchema.safeParse(values.runId);
      const cancelled = runId.success && (await cancelImportRun(db, viewer, runId.data));
      return cancelled
        ? data<ScraperActionData>({ intent: "cancel" })
        : data<ScraperActionData>({ intent: "cancel", error: "That run is no longer going" }, 409);
    }
    case "save-source": {
      const sourceId = values.sourceId ? idSchema.safeParse(values.sourceId) : null;
      if (sourceId && !sourceId.success)
        return data<ScraperActionData>({ intent: "source", sourceId: null, error: "Unknown source" }, 400);
      const parsed = parseForm(sourceInputSchema, { ...values, enabled: values.enabled === "on" });
      const id = sourceId?.data ?? null;
      if (!parsed.ok)
        return data<ScraperActionData>({ intent: "source", sourceId: id, fieldErrors: parsed.fieldErrors }, 400);
      const refusal = await sourceTemplateRefusal(parsed.value.urlTemplate, settings.resolveHost);
      if (refusal)
        return data<ScraperActionData>({ intent: "source", sourceId: id, fieldErrors: { urlTemplate: refusal } }, 400);
      if (id) {
        if (!(await updateSource(db, id, parsed.value))) {
          return data<ScraperActionData>({ intent: "source", sourceId: id, error: "Unknown source" }, 404);
        }
      } else await addSource(db, parsed.value);
      return data<ScraperActionData>({ intent: "source", sourceId: id, saved: true });
    }
    case "delete-source": {
      const id = idSchema.safeParse(values.sourceId);
      const deleted = id.success && (await deleteSource(db, id.data));
      return deleted
        ? data<ScraperActionData>({ intent: "source", sourceId: null, saved: true })
        : data<ScraperActionData>({ intent: "source", sourceId: null, error: "Unknown source" }, 404);
    }
  }
}
