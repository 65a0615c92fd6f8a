export const NGINX: string;

/** Returns null when nginx is there (or was installed), else why it is not. */
export function ensureNginx(): string | null;
