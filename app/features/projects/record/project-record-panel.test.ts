import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProjectRecordFigures } from "./project-record";
import { ProjectRecordPanel, projectRecordCardLine } from "./project-record-panel";

const period = { firstAt: "2026-03-05T10:00:00Z", lastAt: "2026-08-11T10:00:00Z" };

function panel(figures: ProjectRecordFigures): string {
  return renderToStaticMarkup(createElement(ProjectRecordPanel, { record: { handovers: 3, figures } }));
}

describe("the project record panel", () => {
  it("says none rather than 0 days, and under a day for snags fixed within hours", () => {
    const html = panel({
      handovers: { ...period, count: 3, onTime: 3, medianDelayDays: 0, medianChangePercent: 0 },
      snags: { ...period, closed: 2, medianDays: 0.2 },
      claims: null,
    });
    expect(html).toContain("3 of 3 handovers");
    expect(html.match(/None \(median\)/g)).toHaveLength(2);
    expect(html).toContain("in under a day (median)");
    expect(html).toContain("2 snags fixed, 5 Mar 2026 – 11 Aug 2026");
    expect(html).not.toContain("0 days");
  });

  it("gives a card its on-time line from 3 handovers, the count before, and nothing before the first", () => {
    expect(projectRecordCardLine({ handovers: 4, onTime: 3 })).toBe("On time: 3 of 4 handovers");
    expect(projectRecordCardLine({ handovers: 1, onTime: 1 })).toBe("Project record after 3 handovers (1 so far)");
    expect(projectRecordCardLine({ handovers: 0, onTime: 0 })).toBeNull();
  });
});
