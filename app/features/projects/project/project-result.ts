/** What a project action answers: done with a message for the toast, or refused with the reason. */
export type ProjectResult = { ok: true; message: string } | { ok: false; error: string };

export const refused = (error: string): ProjectResult => ({ ok: false, error });
export const done = (message: string): ProjectResult => ({ ok: true, message });
