/** What other features may use of gallery on the server. */
export { galleryOrder } from "./gallery.server";
