import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { MAX_NEW_LISTINGS_PER_CITY, SCRAPER_MESSAGES } from "~/content/scraper";
import { AdminPageHeader } from "~/ui/admin-page-header";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Field, Input } from "~/ui/field";
import { showToast } from "~/ui/toaster";
import type { RunView } from "./import-runs.server";
import type { ScraperActionData, ScraperScreenData } from "./scraper-screen.server";
import type { ImportSource } from "./sources.server";

const POLL_MS = 1000;

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** Re-reads the stored run every second while it is going, and toasts its outcome when it ends. */
function useRunWatcher(run: RunView | undefined) {
  const revalidator = useRevalidator();
  const going = run?.status === "running";
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [going, revalidator]);

  const watched = useRef<{ id: string; status: string } | null>(null);
  useEffect(() => {
    const before = watched.current;
    watched.current = run ? { id: run.id, status: run.status } : null;
    if (!run || before?.id !== run.id || before.status !== "running") return;
    if (run.status === "completed") {
      const cities = run.cities.filter((city) => city.status === "imported").length;
      showToast("success", SCRAPER_MESSAGES.scrapingComplete.title, {
        description: SCRAPER_MESSAGES.scrapingComplete.description(run.designersAdded, cities),
      });
    } else if (run.status === "failed") {
      showToast("error", SCRAPER_MESSAGES.scrapingFailed.title, {
        description: run.error ?? SCRAPER_MESSAGES.scrapingFailed.fallback,
      });
    }
  }, [run]);
}

function KeyMessage({ result }: { result: ScraperActionData | undefined }) {
  if (result?.intent !== "test-key" || result.result.ok) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      <strong>{result.result.title}</strong>
      {result.result.description ? `: ${result.result.description}` : null}
    </p>
  );
}

function RunProgress({ run }: { run: RunView }) {
  const label = run.progress < 50 ? SCRAPER_MESSAGES.scrapingLabel : SCRAPER_MESSAGES.savingLabel;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span>{run.status === "running" ? label : `Last run ${run.status}`}</span>
        <span>{run.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Scraping progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={run.progress}
        className="h-3 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${run.progress}%` }} />
      </div>
      {run.error ? <p className="text-sm text-stone-700 dark:text-stone-300">{run.error}</p> : null}
    </div>
  );
}

function ResultsGrid({ run }: { run: RunView }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Results per city</caption>
        <thead className="text-stone-600 dark:text-stone-400">
          <tr>
            <th className="py-2 pr-4 font-medium">City</th>
            <th className="py-2 pr-4 font-medium">Designers added</th>
            <th className="py-2 pr-4 font-medium">Date</th>
            <th className="py-2 pr-4 font-medium">Details</th>
          </tr>
        </thead>
        <tbody>
          {run.cities.map((city) => (
            <tr key={city.city} className="border-t border-stone-200 dark:border-stone-800">
              <td className="py-2 pr-4 font-medium">{city.city}</td>
              <td className="py-2 pr-4">{city.designersAdded}</td>
              <td className="py-2 pr-4">{formatDate(city.updatedAt)}</td>
              <td className="py-2 pr-4 text-stone-600 dark:text-stone-400">
                {city.status === "failed"
                  ? city.error
                  : city.status === "imported"
                    ? `${city.found} found, ${city.invalid} invalid, ${city.duplicates} already known, ${city.capped} over the limit`
                    : city.status === "scraped"
                      ? "Scraped, saving…"
                      : "Waiting"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RunHistory({ runs }: { runs: RunView[] }) {
  if (runs.length === 0) return <p className="text-sm text-stone-600 dark:text-stone-400">No runs yet.</p>;
  const tone = { completed: "success", failed: "danger", cancelled: "warning", running: "brand" } as const;
  return (
    <ul className="flex flex-col divide-y divide-stone-200 dark:divide-stone-800">
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
          <Badge tone={tone[run.status as keyof typeof tone] ?? "neutral"}>{run.status}</Badge>
          <span>{formatDate(run.startedAt)}</span>
          <span>{run.cities.map((city) => city.city).join(", ")}</span>
          <span className="font-medium">{run.designersAdded} designers added</span>
          {run.error ? <span className="text-stone-600 dark:text-stone-400">{run.error}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function SourceForm({ source, actionData }: { source?: ImportSource; actionData: ScraperActionData | undefined }) {
  const mine = actionData?.intent === "source" && actionData.sourceId === (source?.id ?? null) ? actionData : undefined;
  const id = source?.id ?? "new";
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_2fr_auto_auto] sm:items-end">
      {source ? <input type="hidden" name="sourceId" value={source.id} /> : null}
      <Field id={`source-name-${id}`} label="Source name" error={mine?.fieldErrors?.name}>
        <Input id={`source-name-${id}`} name="name" defaultValue={source?.name} required maxLength={80} />
      </Field>
      <Field id={`source-url-${id}`} label="URL with {city}" error={mine?.fieldErrors?.urlTemplate ?? mine?.error}>
        <Input
          id={`source-url-${id}`}
          name="urlTemplate"
          defaultValue={source?.urlTemplate}
          placeholder="https://example.in/interior-designers/{city}"
          required
          maxLength={500}
        />
      </Field>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" name="enabled" defaultChecked={source?.enabled ?? true} /> Enabled
      </label>
      <div className="flex gap-2">
        <Button type="submit" name="intent" value="save-source" variant="outline" size="sm">
          {source ? "Save" : "Add source"}
        </Button>
        {source ? (
          <Button type="submit" name="intent" value="delete-source" variant="ghost" size="sm">
            Delete
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

export function ScraperScreen({
  screen,
  actionData,
}: {
  screen: ScraperScreenData;
  actionData: ScraperActionData | undefined;
}) {
  const latest = screen.runs[0];
  const going = latest?.status === "running";
  useRunWatcher(latest);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;

  // The proof of a successful Test Key is for the key typed then: typing another drops it.
  const [keyCheck, setKeyCheck] = useState<string | null>(null);
  useEffect(() => {
    if (actionData?.intent === "test-key") setKeyCheck(actionData.result.ok ? actionData.result.keyCheck : null);
  }, [actionData]);
  const valid = keyCheck !== null;
  const startError = actionData?.intent === "start" ? actionData : undefined;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Data Scraper">
        Import interior designer listings for Indian cities from web directories into Nivasa, through Firecrawl. Each
        city gets {MAX_NEW_LISTINGS_PER_CITY} new listings at most; they appear unclaimed, ready to be claimed.
      </AdminPageHeader>

      <Card>
        <CardHeader>
          <CardTitle>Scrape designers</CardTitle>
        </CardHeader>
        <CardContent>
          <Form method="post" className="flex flex-col gap-5">
            <Field
              id="apiKey"
              label={
                <span className="inline-flex items-center gap-2">
                  Firecrawl API key
                  {valid ? (
                    <Badge tone="success">
                      <CheckCircle2Icon className="size-3" aria-hidden="true" />
                      Valid
                    </Badge>
                  ) : null}
                </span>
              }
              hint={
                screen.serverKey
                  ? "A server key is configured (FIRECRAWL_API_KEY): leave this empty to use it."
                  : "Your key is used for this run only and is never shown again."
              }
              error={startError?.fieldErrors?.apiKey}
            >
              <div className="flex gap-2">
                <Input
                  id="apiKey"
                  name="apiKey"
                  type="password"
                  autoComplete="off"
                  placeholder="fc-…"
                  maxLength={200}
                  onChange={() => setKeyCheck(null)}
                />
                <Button type="submit" name="intent" value="test-key" variant="outline" disabled={busy === "test-key"}>
                  {busy === "test-key" ? "Testing…" : "Test Key"}
                </Button>
              </div>
            </Field>
            <KeyMessage result={actionData} />
            {actionData?.intent === "test-key" && actionData.result.ok ? (
              <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
                {SCRAPER_MESSAGES.keyValid.title}
              </p>
            ) : null}
            <input type="hidden" name="keyCheck" value={keyCheck ?? ""} />

            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Cities to be scraped</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {screen.cities.map((city) => (
                  <label key={city.slug} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="cities" value={city.slug} defaultChecked />
                    {city.name}
                  </label>
                ))}
              </div>
              {startError?.fieldErrors?.cities ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {startError.fieldErrors.cities}
                </p>
              ) : null}
            </fieldset>

            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" name="intent" value="start" disabled={!valid || going || busy === "start"}>
                Start Scraping
              </Button>
              {!valid && !going ? (
                <span className="text-sm text-stone-600 dark:text-stone-400">{SCRAPER_MESSAGES.keyNotValidated}</span>
              ) : null}
              {startError?.error ? (
                <span role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {startError.error}
                </span>
              ) : null}
            </div>
          </Form>
        </CardContent>
      </Card>

      {latest ? (
        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>{going ? "Scraping" : "Latest run"}</CardTitle>
            {going ? (
              <Form method="post">
                <input type="hidden" name="runId" value={latest.id} />
                <Button type="submit" name="intent" value="cancel" variant="outline" size="sm">
                  Cancel run
                </Button>
              </Form>
            ) : null}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <RunProgress run={latest} />
            <ResultsGrid run={latest} />
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Run history</CardTitle>
        </CardHeader>
        <CardContent>
          <RunHistory runs={screen.runs} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Directory sources</CardTitle>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            Each city's page of every enabled source is scraped; {"{city}"} becomes the city's name in the URL.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {screen.sources.map((source) => (
            <SourceForm key={source.id} source={source} actionData={actionData} />
          ))}
          <SourceForm actionData={actionData} />
        </CardContent>
      </Card>
    </div>
  );
}
