/** What other features may use of views on the server. */
export { isFirstVisitToday, type Visitor } from "./visits.server";
