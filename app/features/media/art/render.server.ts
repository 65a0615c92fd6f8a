import sharp from "sharp";
import type { ArtSpec } from "../art-url";
import { renderArtSvg } from "./render";

/** Renders generated art straight at the requested width (the SVG scales, so no resampling blur). */
export async function renderArtWebp(spec: ArtSpec, width: number): Promise<Buffer> {
  const svg = renderArtSvg(spec, width);
  return sharp(Buffer.from(svg)).webp({ quality: 82, effort: 4 }).toBuffer();
}
