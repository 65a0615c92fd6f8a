/** Upload limits and messages, shared by the server's checks and the browser's (which checks first). */

/** One file per request, at most this many bytes (15 MB). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Room for the form's text fields around the file in one multipart request body. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 64 * 1024;

/** The `accept` of image file inputs: a hint for the file picker; the server decides by content. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

export const UPLOAD_MESSAGES = {
  missing: "Choose a file to upload.",
  tooLarge: "The file is larger than 15 MB.",
  notImage: "This file is not a supported image: use a JPEG, PNG, WebP, AVIF or HEIC photo.",
  notDocument: "This file is not a supported document: use a PDF, JPEG or PNG.",
  notAttachment: "This file is not a photo or a PDF: attach JPEG, PNG, WebP, AVIF or HEIC photos, or PDFs.",
  tooManyPixels: "The image is too large: at most 40 megapixels.",
  unreadable: "The image could not be read: the file may be damaged.",
  badForm: "The upload could not be read. Please try again.",
  tooManyFiles: "Too many files in one upload.",
  imageHint: "JPEG, PNG, WebP, AVIF or HEIC, up to 15 MB and 40 megapixels each.",
} as const;
