import { formatDateTime } from "~/lib/dates";
import type { Island } from "~/ui/static-island";
import { Panel, StaticList } from "../project/project-ui";
import type { ProjectHistoryEntry } from "./history.server";

/** The history's lines, newest first: the markup of the page's history island. */
export function HistoryList({ history }: { history: ProjectHistoryEntry[] }) {
  return (
    <ol className="flex flex-col gap-2 text-sm">
      {[...history].reverse().map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at} className="text-stone-600 dark:text-stone-400">
            {formatDateTime(entry.at)}
          </time>{" "}
          {entry.summary}
          {entry.who ? <span className="text-stone-600 dark:text-stone-400"> ({entry.who})</span> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Who did what, when: newest first. A line never changes once written, so the list is a static island: the server
 * renders it once per distinct history (projectPageData) and the browser keeps that markup without hydrating it.
 */
export function HistoryPanel({ history }: { history: Island }) {
  return (
    <Panel title="History">
      <StaticList island={history} />
    </Panel>
  );
}
