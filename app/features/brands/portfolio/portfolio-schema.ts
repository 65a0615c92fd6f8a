import { z } from "zod";
import {
  COLOR_PALETTES,
  COST_RANGES,
  DESIGN_ELEMENTS,
  DESIGN_STYLES,
  KITCHEN_LAYOUTS,
  ROOM_TYPES,
  SPACE_SIZES,
} from "~/content/catalog";
import { choices, optionalChoice, optionalText, type ParsedForm, parseForm, requiredText } from "~/lib/form-fields";

export const IMAGE_DETAIL_LIMITS = { title: 120, description: 1000, projectLocation: 120 } as const;

export const IMAGE_MESSAGES = {
  title: "Please enter a title for the image",
  roomType: "Please choose the room type",
} as const;

/**
 * A portfolio image's details (portfolio_images), the same for Add Image and Edit. The kitchen
 * layout only applies to kitchens and is dropped for other rooms.
 */
export const imageDetailsSchema = z
  .object({
    title: requiredText(IMAGE_MESSAGES.title, IMAGE_DETAIL_LIMITS.title),
    description: optionalText(IMAGE_DETAIL_LIMITS.description, { multiline: true }),
    roomType: z.preprocess((v) => v ?? "", z.enum(ROOM_TYPES, { error: IMAGE_MESSAGES.roomType })),
    designStyle: optionalChoice(DESIGN_STYLES),
    colorPalette: optionalChoice(COLOR_PALETTES),
    spaceSize: optionalChoice(SPACE_SIZES),
    layoutType: optionalChoice(KITCHEN_LAYOUTS),
    projectCostRange: optionalChoice(COST_RANGES),
    projectLocation: optionalText(IMAGE_DETAIL_LIMITS.projectLocation),
    designElements: choices(DESIGN_ELEMENTS),
  })
  .transform((details) => ({ ...details, layoutType: details.roomType === "kitchen" ? details.layoutType : null }));

export type ImageDetails = z.output<typeof imageDetailsSchema>;

export type ImageDetailsField = keyof ImageDetails;

export function parseImageDetails(values: Record<string, unknown>): ParsedForm<ImageDetails> {
  return parseForm(imageDetailsSchema, values);
}
