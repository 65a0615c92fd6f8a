import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { consentWording } from "~/content/alerts";
import type { Db } from "~/db/client.server";
import { alertConsents, users } from "~/db/schema";
import { describeEachDatabase } from "~/testing/database.server";
import { createPerson } from "~/testing/personas.server";
import { alertChannelsOf, setAlertChannel, stopWhatsAppAlerts } from "./alert-channels.server";

const NUMBER = "+919000000002";

function verifyNumber(db: Db, userId: string, phoneNumber: string) {
  return db.update(users).set({ phoneNumber, phoneNumberVerified: true }).where(eq(users.id, userId));
}

describeEachDatabase("alert channels and consent", (getDb) => {
  it("starts with email only, and records the exact wording, number and page when WhatsApp is turned on", async () => {
    const db = getDb();
    const person = await createPerson(db, "designer", "brand");
    await verifyNumber(db, person.userId, NUMBER);
    expect(await alertChannelsOf(db, person.userId)).toEqual({
      email: { enabled: true, phoneNumber: null },
      whatsapp: { enabled: false, phoneNumber: null },
      sms: { enabled: false, phoneNumber: null },
    });

    await db.transaction((tx) =>
      setAlertChannel(tx, {
        userId: person.userId,
        channel: "whatsapp",
        enabled: true,
        phoneNumber: NUMBER,
        page: "/profile",
        via: "settings",
      }),
    );
    expect((await alertChannelsOf(db, person.userId)).whatsapp).toEqual({ enabled: true, phoneNumber: NUMBER });
    const [consent] = await db.select().from(alertConsents).where(eq(alertConsents.userId, person.userId));
    expect(consent).toMatchObject({
      channel: "whatsapp",
      enabled: true,
      phoneNumber: NUMBER,
      page: "/profile",
      via: "settings",
      wording: consentWording("whatsapp", NUMBER),
    });
    expect(consent.wording).toContain(NUMBER);
  });

  it("a STOP from a number turns WhatsApp off for whoever has it on there, keeping both records", async () => {
    const db = getDb();
    const NUMBER = "+919000000077";
    const subscribed = await createPerson(db, "owner", "brand");
    const other = await createPerson(db, "homeowner", "user");
    for (const person of [subscribed, other]) {
      const phoneNumber = person === subscribed ? NUMBER : "+919000000071";
      await verifyNumber(db, person.userId, phoneNumber);
      await db.transaction((tx) =>
        setAlertChannel(tx, {
          userId: person.userId,
          channel: "whatsapp",
          enabled: true,
          phoneNumber,
          page: "/profile",
          via: "settings",
        }),
      );
    }

    expect(await db.transaction((tx) => stopWhatsAppAlerts(tx, NUMBER, "/webhooks/whatsapp"))).toBe(1);
    expect((await alertChannelsOf(db, subscribed.userId)).whatsapp).toEqual({ enabled: false, phoneNumber: NUMBER });
    expect((await alertChannelsOf(db, other.userId)).whatsapp.enabled).toBe(true);
    const records = await db.select().from(alertConsents).where(eq(alertConsents.userId, subscribed.userId));
    expect(records.map((r) => [r.enabled, r.via, r.phoneNumber])).toEqual(
      expect.arrayContaining([
        [true, "settings", NUMBER],
        [false, "whatsapp_stop", NUMBER],
      ]),
    );
    expect(await db.transaction((tx) => stopWhatsAppAlerts(tx, NUMBER, "/webhooks/whatsapp"))).toBe(0);
  });

  it("counts WhatsApp as off once the account's number changes, until it is turned on for the new one", async () => {
    const db = getDb();
    const person = await createPerson(db, "mover", "user");
    await verifyNumber(db, person.userId, "+919000000081");
    const on = {
      userId: person.userId,
      channel: "whatsapp",
      enabled: true,
      page: "/profile",
      via: "settings",
    } as const;
    await db.transaction((tx) => setAlertChannel(tx, { ...on, phoneNumber: "+919000000081" }));
    await verifyNumber(db, person.userId, "+919000000082");
    expect((await alertChannelsOf(db, person.userId)).whatsapp).toEqual({
      enabled: false,
      phoneNumber: "+919000000081",
      numberChanged: true,
    });
    await db.transaction((tx) => setAlertChannel(tx, { ...on, phoneNumber: "+919000000082" }));
    expect((await alertChannelsOf(db, person.userId)).whatsapp).toEqual({
      enabled: true,
      phoneNumber: "+919000000082",
    });
  });

  it("refuses WhatsApp on without a number (the database's check)", async () => {
    const db = getDb();
    const person = await createPerson(db, "someone", "user");
    await expect(
      db.transaction((tx) =>
        // @ts-expect-error a channel turned on must name its number
        setAlertChannel(tx, {
          userId: person.userId,
          channel: "sms",
          enabled: true,
          page: "/profile",
          via: "settings",
        }),
      ),
    ).rejects.toThrow();
    expect((await alertChannelsOf(db, person.userId)).sms.enabled).toBe(false);
  });
});
