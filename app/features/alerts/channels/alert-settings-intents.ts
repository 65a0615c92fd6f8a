/** The alert settings' forms, told apart from a page's other forms by their intent (browser and server alike). */
export const ALERT_SETTINGS_INTENTS = ["alert-channel", "message-emails"] as const;
export type AlertSettingsIntent = (typeof ALERT_SETTINGS_INTENTS)[number];

/** What a page shows after an alert settings form did not go through. */
export interface AlertSettingsActionData {
  intent: AlertSettingsIntent;
  formError: string;
}

export function isAlertSettingsForm(form: FormData): boolean {
  return ALERT_SETTINGS_INTENTS.some((intent) => intent === form.get("intent"));
}

/** Whether a page's action answer is the alert settings' (the rest is the page's own). */
export function isAlertSettingsAnswer(answer: { intent: string } | undefined): answer is AlertSettingsActionData {
  return ALERT_SETTINGS_INTENTS.some((intent) => intent === answer?.intent);
}
