/**
 * Who may send a large body where, asked before a byte of it is read (uploadSenderRefusal): each upload route
 * tried as every persona, on both databases; and a 70 MB post from a stranger through the node handler is
 * refused without being read.
 */
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { beforeAll, expect, it } from "vitest";
import { TEST_ORIGIN } from "~/testing/auth.server";
import { post } from "~/testing/large-posts.server";
import type { Caller } from "~/testing/personas.server";
import { describeRouteSuite } from "~/testing/routes.server";
import { createTestThread, type TestThread } from "~/testing/threads.server";
import { nodeHandlerFor } from "./node-handler.server";
import { REQUEST_MESSAGES, uploadSenderRefusal } from "./request-limits.server";

const MB = 1024 * 1024;

describeRouteSuite("large bodies are read only from who may send them", (world) => {
  let thread: TestThread;

  beforeAll(async () => {
    thread = await createTestThread(world.db, world.people.homeowner, world.people.owner);
  });

  async function answerTo(path: string, caller: Caller) {
    const cookie = world.cookieOf(caller);
    const request = new Request(new URL(path, TEST_ORIGIN), {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", ...(cookie ? { cookie } : {}) },
    });
    const refusal = await uploadSenderRefusal(request);
    return refusal ? `${refusal.status} ${await refusal.text()}` : "read";
  }

  const signIn = `401 ${REQUEST_MESSAGES.signInToUpload}`;
  const notFound = `404 ${REQUEST_MESSAGES.notFound}`;

  it("a quote request's page: only its homeowner", async () => {
    const page = `/quotes/${thread.requestId}`;
    const answers = Object.fromEntries(
      await Promise.all(
        (["anonymous", "homeowner", "owner", "otherOwner", "admin"] as const).map(
          async (caller) => [caller, [await answerTo(page, caller), await answerTo(`${page}.data`, caller)]] as const,
        ),
      ),
    );
    expect(answers).toEqual({
      anonymous: [signIn, signIn],
      homeowner: ["read", "read"],
      owner: [notFound, notFound],
      otherOwner: [notFound, notFound],
      admin: [notFound, notFound],
    });
    expect(await answerTo(`/quotes/${randomUUID()}`, "homeowner")).toBe(notFound);
    expect(await answerTo("/quotes/not-a-uuid", "homeowner")).toBe(notFound);
    expect(await answerTo("/quotes", "homeowner")).toBe(notFound);
  });

  it("a lead's thread: only the owner of the brand it went to", async () => {
    const page = `/brand-dashboard/leads/${thread.leadId}`;
    const answers: Record<string, string> = {};
    for (const caller of ["anonymous", "homeowner", "owner", "otherOwner", "admin"] as const) {
      answers[caller] = await answerTo(page, caller);
    }
    expect(answers).toEqual({
      anonymous: signIn,
      homeowner: notFound,
      owner: "read",
      otherOwner: notFound,
      admin: notFound,
    });
    expect(await answerTo("/brand-dashboard/leads/%E0%A4", "owner")).toBe(notFound);
  });

  it("the dashboard's other forms: anyone signed in (each action checks the brand)", async () => {
    expect(await answerTo("/brand-dashboard/settings", "anonymous")).toBe(signIn);
    expect(await answerTo("/brand-dashboard/settings", "homeowner")).toBe("read");
    expect(await answerTo("/favourites", "anonymous")).toBe("read");
  });

  it("a 70 MB post to a random /quotes/<id> is refused without being read", async () => {
    let handled = 0;
    const app = express().all(
      "*",
      nodeHandlerFor(async (request) => {
        handled += 1;
        await request.arrayBuffer();
        return new Response("ok");
      }, uploadSenderRefusal),
    );
    const server: Server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const path = `/quotes/${randomUUID()}`;
      const headers = { "content-type": "multipart/form-data; boundary=x" };
      const anonymous = await post(port, path, 70 * MB, "length", headers);
      expect([anonymous.status, anonymous.text]).toEqual([401, REQUEST_MESSAGES.signInToUpload]);
      expect(anonymous.written).toBeLessThan(16 * MB);
      const cookie = world.cookies.otherOwner;
      const stranger = await post(port, `/quotes/${thread.requestId}`, 70 * MB, "chunked", { ...headers, cookie });
      expect([stranger.status, stranger.text]).toEqual([404, REQUEST_MESSAGES.notFound]);
      expect(stranger.written).toBeLessThan(16 * MB);
      expect(handled).toBe(0);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
