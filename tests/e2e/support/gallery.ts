import type { Page, Response } from "@playwright/test";

/**
 * The server's answer to the next like or unlike `page` sends. A reload before it arrives races the like:
 * /api/viewer may read the likes before it is saved, and the reloaded page then shows the heart as it was.
 */
export function likeAnswered(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /^\/api\/images\/[^/]+\/like$/.test(new URL(response.url()).pathname),
  );
}
