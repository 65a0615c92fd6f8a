/**
 * The SMS Nivasa sends, one per kind. In India each must match a template registered on DLT (with the sender id
 * and `{#var#}` where the text varies): `registered` is that template, word for word, and `text` fills it in.
 * Changing a text means registering the new template first (docs/operations.md, SMS).
 */
export const SMS_TEMPLATES = {
  otp: {
    registered: "{#var#} is your Nivasa code. It expires in {#var#} minutes. Do not share it with anyone. - Nivasa",
    text: (code: string, minutes: number) =>
      `${code} is your Nivasa code. It expires in ${minutes} minutes. Do not share it with anyone. - Nivasa`,
  },
} as const;

export type SmsTemplate = keyof typeof SMS_TEMPLATES;
