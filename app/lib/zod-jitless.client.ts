/**
 * In the browser zod validates without compiling parsers: its check for whether it may (`new Function`) is
 * refused by the Content-Security-Policy (no 'unsafe-eval') and reported as a violation on every page, though
 * zod catches it. Imported first by app/root.tsx, before any module builds a schema; the server keeps the JIT.
 */
import { config } from "zod";

config({ jitless: true });
