import { cn } from "~/lib/cn";
import { parseUploadedImageUrl } from "~/lib/image-sizes";
import { initials } from "~/lib/initials";
import { ResponsiveImage } from "~/ui/responsive-image";

/** Width assumed for a logo URL that doesn't name its own (not one of our uploads). */
const OTHER_LOGO_WIDTH = 320;

/**
 * A brand's logo in a square tile (its uploaded widths through srcset, scaled to fit), or the brand's initials
 * when it has none. Decorative: the brand's name is always written beside it. `className` sets its size and
 * display (e.g. "flex size-20").
 */
export function BrandLogo({
  brandName,
  logoUrl,
  className,
}: {
  brandName: string;
  logoUrl: string | null;
  className?: string;
}) {
  const tile = cn("shrink-0 items-center justify-center overflow-hidden rounded-2xl shadow-md", className);
  if (!logoUrl) {
    return (
      <span aria-hidden="true" className={cn(tile, "bg-brand-600 text-2xl font-bold text-white")}>
        {initials(brandName)}
      </span>
    );
  }
  const width = parseUploadedImageUrl(logoUrl)?.width ?? OTHER_LOGO_WIDTH;
  return (
    <span className={cn(tile, "bg-white p-1.5 dark:bg-stone-100")}>
      <ResponsiveImage
        src={logoUrl}
        width={width}
        height={width}
        alt=""
        sizes="80px"
        className="size-full object-contain"
      />
    </span>
  );
}
