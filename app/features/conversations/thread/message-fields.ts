/** The form fields of a message, shared by the composer and the server that reads it. */
export const MESSAGE_FIELDS = { intent: "intent", leadId: "leadId", body: "body", files: "files" } as const;
export const MESSAGE_INTENT = "message";
