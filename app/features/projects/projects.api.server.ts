/** What other features, the routes and the server may use of projects. */

export { projectPdfResponse } from "./documents/project-pdfs.server";
export type { ProjectEventKind } from "./history/history.server";
export { PROJECT_SUMMARIES, projectThreadLine } from "./history/summaries";
export { projectAccess } from "./project/project-access.server";
export { projectAction } from "./project/project-actions.server";
export { projectFileResponse } from "./project/project-files.server";
export { projectPageData } from "./project/project-islands.server";
export { brandProjects, homeownerProjects, openProject, projectOfLead } from "./project/project-view.server";
export { hireFromForm, startMissingProjects, startProject } from "./project/start-project.server";
export {
  projectRecordOf,
  projectRecordsJob,
  rebuildProjectRecords,
} from "./record/project-record.server";
export { alertLateClaims, lateClaimAlertJob } from "./warranty/warranty-claims.server";
