import type { RouterContextProvider } from "react-router";
import { renderIsland } from "~/ui/static-island.server";
import { HistoryList } from "../history/history-panel";
import { UpdateList, type UpdateListProps } from "../updates/updates-panel";
import type { OpenedProject, ProjectPageData } from "./project-view.server";

/**
 * The page's data from the opened project: the history and the site updates never change once written, so they go
 * as static islands (rendered once per distinct list, kept unhydrated in the browser) instead of their rows.
 */
export function projectPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { history, updates, ...project }: OpenedProject,
): ProjectPageData {
  const list: UpdateListProps = {
    updates,
    projectId: project.project.id,
    reportId: project.reportId,
    stages: project.milestones.map((stage) => [stage.id, stage.label]),
  };
  return {
    ...project,
    history: renderIsland(request, context, "project-history", [
      { key: `project-history\n${JSON.stringify(history)}`, element: () => <HistoryList history={history} /> },
    ]),
    updates:
      updates.length === 0
        ? null
        : renderIsland(request, context, "project-updates", [
            { key: `project-updates\n${JSON.stringify(list)}`, element: () => <UpdateList {...list} /> },
          ]),
  };
}
