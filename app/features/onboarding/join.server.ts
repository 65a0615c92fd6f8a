import type { Executor } from "~/db/client.server";
import type { Viewer } from "~/features/auth/viewer.server";

/** What the 'Join as a Brand' page shows (issue 11 fills it: tabs, claim lists, create forms). */
export type JoinPageData = Record<string, never>;

export async function loadJoinPage(_database: Executor, _viewer: Viewer, _url: URL): Promise<JoinPageData> {
  return {};
}
