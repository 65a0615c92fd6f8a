import { sql } from "drizzle-orm";
import { type EntryContext, RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { badInputMessage } from "~/db/errors.server";
import handleRequest, { handleDataRequest, handleError } from "~/entry.server";
import { describeEachDatabase } from "~/testing/database.server";
import { badInputMiddleware } from "./bad-input.server";

/** The error a statement fails with, as the app's code sees it (drizzle's error around the driver's). */
async function failureOf(statement: Promise<unknown>): Promise<unknown> {
  return statement.then(
    () => expect.unreachable("the statement should fail"),
    (error: unknown) => error,
  );
}

const page = new Request("http://localhost/design-ideas?cursor=x");
const noArgs = { request: page, params: {}, url: new URL(page.url), pattern: "/", unstable_pattern: "/" };

describeEachDatabase("a database failure caused by the request's input", (getDb) => {
  const failures = () => ({
    "not a uuid (22P02)": getDb().execute(sql`select ${"not-a-uuid"}::uuid`),
    "integer out of range (22003)": getDb().execute(sql`select ${"2147483648"}::int`),
    "date out of range (22008)": getDb().execute(sql`select ${"294277-01-01"}::timestamptz`),
    "missing row (23503)": getDb().execute(
      sql`insert into portfolio_images (brand_id, image_url, title, room_type) values (gen_random_uuid(), 'x', 'x', 'kitchen')`,
    ),
  });

  it("has a message for the visitor; other failures (a syntax error) have none", async () => {
    for (const [label, statement] of Object.entries(failures())) {
      expect(badInputMessage(await failureOf(statement)), label).toEqual(expect.any(String));
    }
    const syntax = await failureOf(getDb().execute(sql`select from where`));
    expect(badInputMessage(syntax)).toBeNull();
    expect(badInputMessage(new Error("boom"))).toBeNull();
  });

  it("is a 400 with its message from a resource route, a page (rendered again as the 400) and its data request", async () => {
    const error = await failureOf(failures()["not a uuid (22P02)"]);
    const message = badInputMessage(error);

    const resource = (await badInputMiddleware({ ...noArgs, context: new RouterContextProvider() }, () =>
      Promise.reject(error),
    )) as Response;
    expect(resource.status).toBe(400);
    expect(await resource.text()).toBe(message);

    const context = new RouterContextProvider();
    handleError(error, { ...noArgs, context });
    let thrown: unknown;
    try {
      await handleRequest(page, 500, new Headers(), {} as EntryContext, context);
    } catch (answer) {
      thrown = answer;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe(message);

    const data = await handleDataRequest(new Response("…", { status: 500 }), { ...noArgs, context });
    expect(data.status).toBe(400);
  });

  it("leaves any other failure a 500", async () => {
    const error = new Error("boom");
    await expect(
      badInputMiddleware({ ...noArgs, context: new RouterContextProvider() }, () => Promise.reject(error)),
    ).rejects.toBe(error);
    const context = new RouterContextProvider();
    const logged = console.error;
    console.error = () => {};
    try {
      handleError(error, { ...noArgs, context });
    } finally {
      console.error = logged;
    }
    const data = await handleDataRequest(new Response("…", { status: 500 }), { ...noArgs, context });
    expect(data.status).toBe(500);
  });
});
