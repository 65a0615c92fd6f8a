/** What other features and the server may use of projects anywhere (client-safe). */
export { PROJECT_LIMITS } from "./project/project-rules";
export {
  PROJECT_RECORD_MIN,
  type ProjectRecord,
  type ProjectRecordSummary,
} from "./record/project-record";
export { ProjectRecordPanel, projectRecordCardLine } from "./record/project-record-panel";
