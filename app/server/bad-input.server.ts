import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { badInputMessage } from "~/db/errors.server";

/**
 * A database failure caused by what the request sent (badInputMessage) is answered 400 with its message, on
 * every route, also those that forget to parse a value: resource routes here (their errors pass through
 * middleware), pages and their data requests in entry.server.tsx (React Router renders a page's errors
 * before middleware sees them, and reports them to handleError first).
 */

const badInput = createContext<string | null>(null);

const refusal = (message: string) =>
  new Response(message, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** For handleError: remembers a bad-input failure on the request's context; true when it was one. */
export function noteBadInput(error: unknown, context: Readonly<RouterContextProvider>): boolean {
  const message = badInputMessage(error);
  if (message === null) return false;
  context.set(badInput, message);
  return true;
}

/** The message of a bad-input failure noted while this request was handled, or null. */
export function notedBadInput(context: Readonly<RouterContextProvider>): string | null {
  return context.get(badInput);
}

/** For a page that failed on bad input: thrown from handleRequest, React Router renders it again as this 400. */
export function badInputResponse(message: string): Response {
  return refusal(message);
}

/** Root middleware: a resource route's bad-input failure becomes a 400 with its message. */
export const badInputMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  try {
    return await next();
  } catch (error) {
    const message = badInputMessage(error);
    if (message === null) throw error;
    return refusal(message);
  }
};
