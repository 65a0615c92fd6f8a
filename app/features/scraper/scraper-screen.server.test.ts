import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { SOURCE_URL_MESSAGES as M } from "~/content/scraper";
import { importSources } from "~/db/schema";
import type { Viewer } from "~/features/auth/viewer.server";
import { describeEachDatabase } from "~/testing/database.server";
import { createPersonas, type Personas } from "~/testing/personas.server";
import type { ImportJobSettings } from "./import-job.server";
import type { ResolveHost } from "./page-address.server";
import { scraperAction } from "./scraper-screen.server";

/** A DNS stand-in: no test looks a name up on the network. */
const DNS: Record<string, string[]> = {
  "www.designers-directory.in": ["104.16.132.229"],
  "intranet.designers-directory.in": ["10.20.0.5"],
};
const resolveHost: ResolveHost = async (hostname) => {
  const addresses = DNS[hostname];
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return addresses;
};
const settings: ImportJobSettings = { apiUrl: "http://127.0.0.1:9", secret: "s".repeat(40), resolveHost };

describeEachDatabase("saving a scraper source", (getDb) => {
  let people: Personas;
  beforeAll(async () => {
    people = await createPersonas(getDb());
  });

  function saveSource(viewer: Viewer, urlTemplate: string) {
    const form = new FormData();
    form.set("intent", "save-source");
    form.set("name", "Directory");
    form.set("urlTemplate", urlTemplate);
    form.set("enabled", "on");
    const request = new Request("http://localhost/admin/data-scraper", { method: "POST", body: form });
    return scraperAction(getDb(), request, viewer, settings);
  }

  const stored = (urlTemplate: string) =>
    getDb().select().from(importSources).where(eq(importSources.urlTemplate, urlTemplate));

  it.each([
    ["http://127.0.0.1:22/{city}", M.port("22")],
    ["http://[::1]:22/{city}", M.port("22")],
    ["http://127.0.0.1/{city}", M.localAddress("127.0.0.1")],
    ["http://[::1]/{city}", M.localAddress("::1")],
    ["http://169.254.169.254/latest/{city}", M.localAddress("169.254.169.254")],
    ["http://2130706433/{city}", M.localAddress("127.0.0.1")],
    ["http://[::ffff:127.0.0.1]/{city}", M.localAddress("::ffff:7f00:1")],
    ["https://admin:secret@www.designers-directory.in/{city}", M.credentials],
    ["https://intranet.designers-directory.in/{city}", M.resolvesLocal("intranet.designers-directory.in", "10.20.0.5")],
    ["https://typo.designers-directory.in/{city}", M.notFound("typo.designers-directory.in")],
  ])("refuses %s with the reason under the URL field, and stores nothing", async (urlTemplate, reason) => {
    const result = await saveSource(people.admin, urlTemplate);
    expect(result).toMatchObject({
      data: { intent: "source", sourceId: null, fieldErrors: { urlTemplate: reason } },
      init: { status: 400 },
    });
    expect(await stored(urlTemplate)).toEqual([]);
  });

  it("saves a public directory's template", async () => {
    const urlTemplate = "https://www.designers-directory.in/interior-designers/{city}";
    const result = await saveSource(people.admin, urlTemplate);
    expect(result).toMatchObject({ data: { intent: "source", saved: true } });
    expect(await stored(urlTemplate)).toHaveLength(1);
    await getDb().delete(importSources).where(eq(importSources.urlTemplate, urlTemplate));
  });

  it.each(["homeowner", "owner", "otherOwner"] as const)("refuses saving a source to %s", async (caller) => {
    const urlTemplate = "https://www.designers-directory.in/{city}";
    await expect(saveSource(people[caller], urlTemplate)).rejects.toMatchObject({ status: 403 });
    expect(await stored(urlTemplate)).toEqual([]);
  });
});
