/** What other features may use of gallery, in the browser and on the server. */
export { optionLabel, type RoomType, roomLabel, roomSlug, roomTypeFromSlug } from "./filters";
