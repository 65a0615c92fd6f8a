/** Builders for conversation tests: a homeowner's request routed to a brand, with both sides' access to its thread. */
import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";
import { postMessage } from "~/features/conversations/messages.server";
import { type ThreadAccess, threadAccess } from "~/features/conversations/thread-access.server";
import { createTestLead, leadIdOf } from "./leads.server";
import type { BrandOwner } from "./personas.server";

export interface TestThread {
  requestId: string;
  leadId: string;
  homeowner: ThreadAccess;
  brand: ThreadAccess;
}

export async function createTestThread(db: Executor, homeowner: Viewer, owner: BrandOwner): Promise<TestThread> {
  const requestId = await createTestLead(db, owner.brandId, { userId: homeowner.userId });
  const leadId = await leadIdOf(db, requestId, owner.brandId);
  const homeownerSide = await threadAccess(db, homeowner, leadId, "homeowner");
  const brandSide = await threadAccess(db, owner, leadId, "brand");
  if (!homeownerSide || !brandSide) throw new Error("the thread's sides were refused");
  return { requestId, leadId, homeowner: homeownerSide, brand: brandSide };
}

/** Posts a text message from `access`'s side; returns its id. */
export async function sendTestMessage(db: Executor, access: ThreadAccess, body: string): Promise<number> {
  const sent = await postMessage(db, access, { body, attachments: [] });
  if (!sent.ok) throw new Error(sent.error);
  return sent.messageId;
}
