import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Executor } from "~/db/client.server";
import { leadMessageAttachments, leadMessages, leads } from "~/db/schema";
import type { ObjectStorage } from "~/services/storage/storage.server";
import { storePrivateImage } from "~/services/uploads/documents.server";

const HOUR = 60 * 60 * 1000;

/** A living room as it is before the work: bare walls, a window, an old sofa. Drawn, so the seed needs no file. */
const ROOM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
  <rect width="960" height="460" fill="#e9e1d3"/>
  <polygon points="0,460 960,460 960,720 0,720" fill="#b89b78"/>
  <rect x="600" y="90" width="250" height="230" fill="#cfe3ef" stroke="#f7f3ec" stroke-width="14"/>
  <line x1="725" y1="90" x2="725" y2="320" stroke="#f7f3ec" stroke-width="10"/>
  <rect x="110" y="360" width="360" height="120" rx="18" fill="#7d6a5a"/>
  <rect x="110" y="320" width="360" height="60" rx="18" fill="#8e7b6a"/>
  <rect x="520" y="470" width="140" height="60" fill="#5b4a3c"/>
</svg>`;

/** The demo room photo as a phone would send it: a JPEG. */
export function demoRoomPhoto(): Promise<Buffer> {
  return sharp(Buffer.from(ROOM_SVG)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The demo homeowner's conversation with the designer, after the designer's first reply (already written): the
 * homeowner answers with a photo of the room, they agree on a visit, and the designer's last two messages are
 * still unread by the homeowner.
 */
export async function seedDemoConversation(
  tx: Executor,
  documents: ObjectStorage,
  thread: { quoteRequestId: string; brandId: string; homeownerId: string; designerId: string; repliedAt: Date },
  now: Date,
): Promise<void> {
  const from = { homeowner: thread.homeownerId, brand: thread.designerId };
  const at = (hours: number) => new Date(thread.repliedAt.getTime() + hours * HOUR);
  const messages = [
    {
      side: "homeowner" as const,
      body: "Saturday at 11 works for us. Here is the living room as it is now: we want to keep the window seat idea.",
      createdAt: at(3),
      photo: true,
    },
    {
      side: "brand" as const,
      body: "Thanks for the photo! The light from that window is lovely. For a 3 BHK like yours we usually land between ₹18 and ₹22 lakh including GST, depending on finishes.",
      createdAt: at(20),
    },
    {
      side: "homeowner" as const,
      body: "That fits our budget. Could you also include a small pooja unit in the living room?",
      createdAt: at(22),
    },
    {
      side: "brand" as const,
      body: "Yes, of course. We will bring two pooja unit designs to the site visit on Saturday.",
      createdAt: new Date(now.getTime() - 3 * HOUR),
    },
    {
      side: "brand" as const,
      body: "Could you also share the floor plan before Saturday? It helps us measure faster.",
      createdAt: new Date(now.getTime() - 2 * HOUR),
    },
  ];
  const photo = await storePrivateImage(documents, "messages", await demoRoomPhoto());
  for (const message of messages) {
    const [row] = await tx
      .insert(leadMessages)
      .values({
        quoteRequestId: thread.quoteRequestId,
        brandId: thread.brandId,
        authorSide: message.side,
        authorId: from[message.side],
        body: message.body,
        createdAt: message.createdAt,
      })
      .returning({ id: leadMessages.id });
    if (message.photo) {
      await tx.insert(leadMessageAttachments).values({
        messageId: row.id,
        kind: "image",
        storageKey: photo.key,
        fileName: "living-room.jpg",
        contentType: photo.contentType,
        byteSize: photo.byteSize,
        createdAt: message.createdAt,
      });
    }
  }
}

/**
 * Every demo thread's last-message time, and each side's read mark at its own latest message (as writing one
 * sets it): the other side's messages after it are unread.
 */
export async function markDemoThreads(tx: Executor): Promise<void> {
  await tx.execute(sql`
    update ${leads} r set
      last_message_at = m.last_at,
      homeowner_read_id = coalesce(m.homeowner_last, 0),
      brand_read_id = coalesce(m.brand_last, 0)
    from (
      select quote_request_id, brand_id, max(created_at) as last_at,
        max(id) filter (where author_side = 'homeowner') as homeowner_last,
        max(id) filter (where author_side = 'brand') as brand_last
      from ${leadMessages} group by quote_request_id, brand_id
    ) m
    where r.quote_request_id = m.quote_request_id and r.brand_id = m.brand_id`);
}
