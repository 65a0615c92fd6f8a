/** Shared by the server (flash.server.ts) and the browser (root's shouldRevalidate). */
export const FLASH_COOKIE = "nv_flash";

export interface FlashToast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}
