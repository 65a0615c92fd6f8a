import { formatDateTime } from "~/lib/dates";
import { Panel } from "../project/project-ui";
import type { ProjectHistoryEntry } from "./history.server";

/** Who did what, when: newest first. */
export function HistoryPanel({ history }: { history: ProjectHistoryEntry[] }) {
  return (
    <Panel title="History">
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
    </Panel>
  );
}
