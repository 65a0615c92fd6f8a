/** Builders for conversation tests: a homeowner's request routed to a brand, with both sides' access to its thread. */
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";
import { postMessage } from "~/features/conversations/thread/messages.server";
import { type ThreadAccess, threadAccess } from "~/features/conversations/thread/thread-access.server";
import { createTestLead, leadIdOf } from "./leads.server";
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
