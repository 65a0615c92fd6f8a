/** What other features and the server may use of projects anywhere (client-safe). */
export { PROJECT_LIMITS } from "./project/project-rules";
