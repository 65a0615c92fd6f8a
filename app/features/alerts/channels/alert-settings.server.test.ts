import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ALERT_SETTINGS_COPY, consentWording } from "~/content/alerts";
import { alertConsents, users } from "~/db/schema";
import { MESSAGE_EMAILS_INVALID, MESSAGES } from "~/features/auth";
import { action as brandSettingsAction, loader as brandSettingsLoader } from "~/routes/brand-dashboard.settings";
import { action as profileAction, loader as profileLoader } from "~/routes/profile";
import { formRequest, pageRequest } from "~/testing/auth.server";
import { describeRouteSuite, respond } from "~/testing/routes.server";
import { alertChannelsOf } from "./alert-channels.server";

const PROFILE = "/profile";
const BRAND_SETTINGS = "/brand-dashboard/settings";

describeRouteSuite("alert settings on /profile and the brand dashboard", (world) => {
  const post = (page: string, cookie: string | undefined, fields: Record<string, string>) => {
    const request = new Request(formRequest(page, { cookie }), { body: new URLSearchParams(fields) });
    return page === PROFILE ? respond(profileAction, request) : respond(brandSettingsAction, request);
  };
  const turn = (page: string, cookie: string | undefined, channel: string, enabled: string, extra = {}) =>
    post(page, cookie, { intent: "alert-channel", channel, enabled, ...extra });
  const consentsOf = (userId: string) =>
    world.db.select().from(alertConsents).where(eq(alertConsents.userId, userId)).orderBy(alertConsents.createdAt);
  const giveNumber = (userId: string, phoneNumber: string) =>
    world.db.update(users).set({ phoneNumber, phoneNumberVerified: true }).where(eq(users.id, userId));
  const settingsOn = async (page: string, cookie: string) => {
    const request = pageRequest(page, cookie);
    const answer = page === PROFILE ? respond(profileLoader, request) : respond(brandSettingsLoader, request);
    return (await (await answer).json()).alerts;
  };

  it("refuses a signed-out visitor on both pages, recording nothing", async () => {
    const answer = await turn(PROFILE, undefined, "email", "off");
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ intent: "alert-channel", formError: MESSAGES.signedOut });
    const dashboard = await turn(BRAND_SETTINGS, undefined, "email", "off");
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    // A homeowner has no brand dashboard: sent to its start, nothing changed.
    const homeowner = await turn(BRAND_SETTINGS, world.cookies.homeowner, "email", "off");
    expect(homeowner.headers.get("location")).toBe("/brand-dashboard");
    expect(await consentsOf(world.people.homeowner.userId)).toEqual([]);
  });

  it("WhatsApp and SMS need a verified mobile number: without one the page says how to add it, and a post is refused", async () => {
    const { homeowner } = world.people;
    expect(await settingsOn(PROFILE, world.cookies.homeowner)).toMatchObject({
      phoneNumber: null,
      channels: { whatsapp: { enabled: false }, sms: { enabled: false } },
    });
    for (const channel of ["whatsapp", "sms"]) {
      const answer = await turn(PROFILE, world.cookies.homeowner, channel, "on");
      expect(answer.status).toBe(409);
      expect(await answer.json()).toMatchObject({ formError: ALERT_SETTINGS_COPY.phoneRequired });
    }
    expect((await alertChannelsOf(world.db, homeowner.userId)).whatsapp.enabled).toBe(false);
    expect(await consentsOf(homeowner.userId)).toEqual([]);
  });

  it("turning WhatsApp on records the wording shown, the number and /profile; one click turns it off; only the viewer's own", async () => {
    const { stranger } = world;
    await giveNumber(stranger.userId, "+919811100001");
    const on = await turn(PROFILE, world.cookies.stranger, "whatsapp", "on", { userId: world.people.owner.userId });
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe(PROFILE);
    expect(await settingsOn(PROFILE, world.cookies.stranger)).toMatchObject({
      phoneNumber: "+919811100001",
      channels: { whatsapp: { enabled: true, phoneNumber: "+919811100001" } },
    });
    // The userId field named someone else: their settings are untouched.
    expect((await alertChannelsOf(world.db, world.people.owner.userId)).whatsapp.enabled).toBe(false);

    const off = await turn(PROFILE, world.cookies.stranger, "whatsapp", "off");
    expect(off.status).toBe(302);
    expect((await alertChannelsOf(world.db, stranger.userId)).whatsapp).toEqual({
      enabled: false,
      phoneNumber: "+919811100001",
    });
    expect(await consentsOf(stranger.userId)).toMatchObject([
      {
        channel: "whatsapp",
        enabled: true,
        phoneNumber: "+919811100001",
        wording: consentWording("whatsapp", "+919811100001"),
        page: PROFILE,
        via: "settings",
      },
      { channel: "whatsapp", enabled: false, phoneNumber: "+919811100001", wording: "", page: PROFILE },
    ]);
  });

  it("a brand owner turns SMS on in the dashboard settings, recorded with that page; another owner changes only their own", async () => {
    const { owner, otherOwner } = world.people;
    await giveNumber(owner.userId, "+919811100002");
    expect((await turn(BRAND_SETTINGS, world.cookies.owner, "sms", "on")).headers.get("location")).toBe(BRAND_SETTINGS);
    expect((await settingsOn(BRAND_SETTINGS, world.cookies.owner)).channels.sms).toEqual({
      enabled: true,
      phoneNumber: "+919811100002",
    });
    const [consent] = await consentsOf(owner.userId);
    expect(consent).toMatchObject({
      channel: "sms",
      page: BRAND_SETTINGS,
      wording: consentWording("sms", "+919811100002"),
    });

    const other = await turn(BRAND_SETTINGS, world.cookies.otherOwner, "sms", "off");
    expect(other.status).toBe(302);
    expect((await alertChannelsOf(world.db, owner.userId)).sms.enabled).toBe(true);
    expect((await consentsOf(otherOwner.userId)).map((row) => row.enabled)).toEqual([false]);
  });

  it("refuses a channel or a state it doesn't know, and huge input, with a message", async () => {
    for (const [channel, enabled] of [
      ["fax", "on"],
      ["email", "maybe"],
      ["", ""],
    ]) {
      for (const page of [PROFILE, BRAND_SETTINGS]) {
        const answer = await turn(page, world.cookies.owner, channel, enabled);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({ intent: "alert-channel", formError: ALERT_SETTINGS_COPY.invalid });
      }
    }
    const huge = "x".repeat(100_000);
    const onProfile = await turn(PROFILE, world.cookies.owner, huge, "on");
    expect(onProfile.status).toBe(400);
    expect(await onProfile.json()).toMatchObject({ formError: ALERT_SETTINGS_COPY.invalid });
    // The dashboard's settings read forms with the upload form's limits: a field that long is refused there.
    expect((await turn(BRAND_SETTINGS, world.cookies.owner, huge, "on")).status).toBe(413);
    expect(await consentsOf(world.people.owner.userId)).toMatchObject([{ channel: "sms", enabled: true }]);
  });

  it("email off means no alert emails: message emails go off with it, and can't be chosen until email is on again", async () => {
    const { admin } = world.people;
    const cookie = world.cookies.admin;
    expect((await settingsOn(PROFILE, cookie)).messageEmails).toBe("each");
    expect((await turn(PROFILE, cookie, "email", "off")).status).toBe(302);
    expect(await settingsOn(PROFILE, cookie)).toMatchObject({
      channels: { email: { enabled: false } },
      messageEmails: "off",
    });

    const each = await post(PROFILE, cookie, { intent: "message-emails", messageEmails: "each" });
    expect(each.status).toBe(409);
    expect(await each.json()).toMatchObject({ formError: ALERT_SETTINGS_COPY.emailOffFirst });
    const bad = await post(PROFILE, cookie, { intent: "message-emails", messageEmails: "hourly" });
    expect(await bad.json()).toMatchObject({ formError: MESSAGE_EMAILS_INVALID });

    await turn(PROFILE, cookie, "email", "on");
    expect((await post(PROFILE, cookie, { intent: "message-emails", messageEmails: "each" })).status).toBe(302);
    expect(await settingsOn(PROFILE, cookie)).toMatchObject({
      channels: { email: { enabled: true } },
      messageEmails: "each",
    });
    expect((await consentsOf(admin.userId)).map((row) => [row.channel, row.enabled])).toEqual([
      ["email", false],
      ["email", true],
    ]);
  });
});
