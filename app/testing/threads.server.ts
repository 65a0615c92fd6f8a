/** Builders for conversation tests: a homeowner's request routed to a brand, with both sides' access to its thread. */
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";
import { postMessage } from "~/features/conversations/thread/messages.server";
import { type ThreadAccess, threadAccess } from "~/features/conversations/thread/thread-access.server";
import type { ShownMessages } from "~/features/conversations/thread/thread-view";
import { createTestLead, leadIdOf } from "./leads.server";
import { markupText } from "./markup";
import type { BrandOwner } from "./personas.server";

export interface TestThread {
  requestId: string;
  leadId: string;
  homeowner: ThreadAccess;
  brand: ThreadAccess;
}

type LeadValues = Omit<NonNullable<Parameters<typeof createTestLead>[2]>, "userId">;

export async function createTestThread(
  db: Executor,
  homeowner: Viewer,
  owner: BrandOwner,
  values: LeadValues = {},
): Promise<TestThread> {
  const requestId = await createTestLead(db, owner.brandId, { ...values, userId: homeowner.userId });
  const leadId = await leadIdOf(db, requestId, owner.brandId);
  return {
    requestId,
    leadId,
    homeowner: await testThreadSide(db, homeowner, leadId, "homeowner"),
    brand: await testThreadSide(db, owner, leadId, "brand"),
  };
}

/** `viewer`'s access to a thread as `side`; throws where it is refused. */
export async function testThreadSide(
  db: Executor,
  viewer: Viewer,
  leadId: string,
  side: "homeowner" | "brand",
): Promise<ThreadAccess> {
  const access = await threadAccess(db, viewer, leadId, side);
  if (!access) throw new Error(`${side} refused`);
  return access;
}

/** Posts a text message from `access`'s side (at `at`, or now); returns its id. */
export async function sendTestMessage(db: Executor, access: ThreadAccess, body: string, at?: Date): Promise<number> {
  const sent = await postMessage(db, access, { body, attachments: [] }, at);
  if (!sent.ok) throw new Error(sent.error);
  return sent.messageId;
}

/** A message as a thread page shows it: by its id, on the viewer's side or not, and its text (words apart). */
export interface ShownMessage {
  id: number;
  mine: boolean;
  text: string;
}

/** The messages of a thread page's data request (`.data`, whose island carries its markup), in the page's order. */
export function shownMessageItems(messages: ShownMessages): ShownMessage[] {
  if ("list" in messages) throw new Error("the messages were not an island");
  const items = (messages.island.html ?? "").split(/(?=<li id="message-)/).filter((item) => item.startsWith("<li"));
  return items.map((item) => ({
    id: Number(item.match(/^<li id="message-(\d+)"/)?.[1]),
    mine: /^<li [^>]*class="[^"]*\bitems-end\b/.test(item),
    text: markupText(item, " ").replace(/\s+/g, " ").trim(),
  }));
}
