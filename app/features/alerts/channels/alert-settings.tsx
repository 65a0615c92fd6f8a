import { Form, Link, useNavigation } from "react-router";
import { ALERT_SETTINGS_COPY, type AlertChannel, consentWording } from "~/content/alerts";
import { ALERT_CHANNELS } from "~/content/catalog";
import type { MessageEmails } from "~/features/auth";
import { cn } from "~/lib/cn";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import type { AlertSettings } from "./alert-settings.server";
import type { AlertSettingsActionData } from "./alert-settings-intents";

const MESSAGE_EMAIL_LABELS: Record<MessageEmails, { label: string; text: string }> = {
  each: {
    label: "For new messages",
    text: "An email when someone writes to you: at most one per conversation while you haven't read it.",
  },
  daily: { label: "Once a day", text: "One email each morning listing the conversations with unread messages." },
  off: { label: "Off", text: "No message emails: you see new messages on Nivasa." },
};

function useSubmitting(intent: string, channel?: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (channel === undefined || navigation.formData?.get("channel") === channel)
  );
}

/** One click turns a channel on or off: a plain form post, so it works without JavaScript. */
function ChannelSwitch({ channel, on, describedBy }: { channel: AlertChannel; on: boolean; describedBy: string }) {
  const saving = useSubmitting("alert-channel", channel);
  const label = ALERT_SETTINGS_COPY.channels[channel].label;
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value="alert-channel" />
      <input type="hidden" name="channel" value={channel} />
      <button
        type="submit"
        name="enabled"
        value={on ? "off" : "on"}
        role="switch"
        aria-checked={on}
        aria-label={`${label} alerts`}
        aria-describedby={describedBy}
        disabled={saving}
        className={cn(
          "inline-flex h-7 w-12 items-center rounded-full p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60",
          on ? "bg-brand-700" : "bg-stone-300 dark:bg-stone-700",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("size-6 rounded-full bg-white shadow transition-transform", on ? "translate-x-5" : "")}
        />
      </button>
    </Form>
  );
}

/** How message emails come (a daily digest for brand owners); shown while the email channel is on. */
function MessageEmailsForm({ settings }: { settings: AlertSettings }) {
  const saving = useSubmitting("message-emails");
  return (
    <Form method="post" className="mt-3 flex flex-col gap-3 border-t border-stone-200 pt-3 dark:border-stone-800">
      <input type="hidden" name="intent" value="message-emails" />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{ALERT_SETTINGS_COPY.messageEmailsTitle}</legend>
        {settings.messageEmailChoices.map((choice) => (
          <label key={choice} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="messageEmails"
              value={choice}
              defaultChecked={choice === settings.messageEmails}
              className="mt-1 accent-brand-700"
            />
            <span>
              <span className="font-medium">{MESSAGE_EMAIL_LABELS[choice].label}</span>
              <span className="block text-stone-600 dark:text-stone-300">{MESSAGE_EMAIL_LABELS[choice].text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="outline" size="sm" className="self-start" disabled={saving}>
        {saving ? "Saving…" : "Save"}
      </Button>
    </Form>
  );
}

/**
 * One channel's row. WhatsApp and SMS go to the verified number only: without one, the row says how to add it; with
 * one, the consent sentence stands beside the switch (the words recorded when it is turned on).
 */
function ChannelRow({
  channel,
  settings,
  phoneLink,
}: {
  channel: AlertChannel;
  settings: AlertSettings;
  phoneLink: string;
}) {
  const copy = ALERT_SETTINGS_COPY.channels[channel];
  const state = settings.channels[channel];
  const phone = settings.phoneNumber;
  const movedNumber = state.numberChanged === true;
  const on = state.enabled;
  const describedBy = `alert-${channel}-text`;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0" data-channel={channel}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 className="font-medium">{copy.label}</h3>
          <div id={describedBy} className="mt-1 flex flex-col gap-1 text-sm text-stone-600 dark:text-stone-300">
            {channel === "email" || !phone ? null : <p>{consentWording(channel, phone)}</p>}
            {channel === "email" && settings.email ? <p className="break-all">{settings.email}</p> : null}
            {channel !== "email" && !phone ? (
              <p>
                {ALERT_SETTINGS_COPY.needsPhone}{" "}
                <Link to={phoneLink} className="font-medium text-brand-700 underline dark:text-brand-300">
                  {ALERT_SETTINGS_COPY.addPhone}
                </Link>
              </p>
            ) : (
              <p className="font-medium">{on ? copy.on : copy.off}</p>
            )}
            {movedNumber ? <p>{ALERT_SETTINGS_COPY.numberChanged}</p> : null}
          </div>
        </div>
        {channel !== "email" && !phone ? null : <ChannelSwitch channel={channel} on={on} describedBy={describedBy} />}
      </div>
      {channel === "email" && on ? <MessageEmailsForm settings={settings} /> : null}
    </li>
  );
}

/**
 * The alert settings, the same on /profile and on the brand dashboard's settings: email, WhatsApp and SMS each on or
 * off, the quiet hours, and message emails. `phoneLink` opens the profile's mobile number section.
 */
export function AlertSettingsPanel({
  settings,
  phoneLink,
  actionData,
}: {
  settings: AlertSettings;
  phoneLink: string;
  actionData?: AlertSettingsActionData;
}) {
  const phone = settings.phoneNumber;
  return (
    <section aria-labelledby="alert-settings-heading">
      <Card className="p-6">
        <h2 id="alert-settings-heading" className="text-xl font-semibold">
          {ALERT_SETTINGS_COPY.title}
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
          {ALERT_SETTINGS_COPY.intro}
          {phone ? ` WhatsApp and SMS alerts go to ${formatIndianMobile(phone)}.` : null}
        </p>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{ALERT_SETTINGS_COPY.quietHours}</p>
        {actionData?.formError ? (
          <Alert tone="error" className="mt-4">
            {actionData.formError}
          </Alert>
        ) : null}
        <ul className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
          {ALERT_CHANNELS.map((channel) => (
            <ChannelRow key={channel} channel={channel} settings={settings} phoneLink={phoneLink} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
