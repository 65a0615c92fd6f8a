/** What a project action answers: done with a message for the toast, or refused with the reason. */
export type ProjectResult = { ok: true; message: string; repeated?: true } | { ok: false; error: string };

export const refused = (error: string): ProjectResult => ({ ok: false, error });
export const done = (message: string): ProjectResult => ({ ok: true, message });
/** Done before: the same form (its key) came again, so nothing is written and the photos it brought are not kept. */
export const doneBefore = (message: string): ProjectResult => ({ ok: true, message, repeated: true });
