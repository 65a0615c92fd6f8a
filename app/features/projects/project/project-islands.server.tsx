import type { ReactElement } from "react";
import type { RouterContextProvider } from "react-router";
import { type IslandPart, renderIsland } from "~/ui/static-island.server";
import { ChangeList } from "../changes/changes-panel";
import { HistoryList } from "../history/history-panel";
import { PaymentList } from "../payments/payments-panel";
import { SnagList } from "../snags/snags-panel";
import { UpdateList } from "../updates/updates-panel";
import type { OpenedProject, ProjectPageData } from "./project-view.server";

/** One list's part, keyed by its name and everything it shows. */
function listPart<P extends object>(name: string, props: P, List: (props: P) => ReactElement): IslandPart {
  return { key: `${name}\n${JSON.stringify(props)}`, element: () => <List {...props} /> };
}

/**
 * The page's data from the opened project. Its lists go as static islands (each rendered once per distinct list and
 * side, kept unhydrated in the browser) instead of their rows: the history and the site updates never change once
 * written, and the snags, payments and change orders change only by a step, each a new key; their step forms are
 * plain forms in the markup (ProjectForm, StaticList), which depend only on the side and each row's state.
 */
export function projectPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { history, updates, snags, payments, changes, ...project }: OpenedProject,
): ProjectPageData {
  const island = (name: string, part: IslandPart) => renderIsland(request, context, name, [part]);
  const shared = { side: project.side, projectId: project.project.id, reportId: project.reportId };
  const stages = project.milestones.map((stage): [string, string] => [stage.id, stage.label]);
  return {
    ...project,
    history: island("project-history", listPart("project-history", { history }, HistoryList)),
    updates:
      updates.length === 0
        ? null
        : island(
            "project-updates",
            listPart(
              "project-updates",
              { updates, stages, projectId: shared.projectId, reportId: shared.reportId },
              UpdateList,
            ),
          ),
    snags:
      snags.length === 0 ? null : island("project-snags", listPart("project-snags", { snags, ...shared }, SnagList)),
    snagCount: { total: snags.length, waiting: snags.filter((snag) => snag.state !== "closed").length },
    payments:
      payments.length === 0
        ? null
        : island("project-payments", listPart("project-payments", { payments, stages, ...shared }, PaymentList)),
    changes:
      changes.length === 0
        ? null
        : island("project-changes", listPart("project-changes", { changes, stages, ...shared }, ChangeList)),
  };
}
