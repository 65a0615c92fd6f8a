import { catalogLabel } from "~/content/catalog";
import { photoPath } from "~/lib/paths";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { PortfolioPhoto } from "../brand/brand.server";

/** One photo's markup for the portfolio island (renderIsland's part element). */
export function portfolioPhotoItem(photo: PortfolioPhoto) {
  return <PortfolioPhotoItem photo={photo} />;
}

/** One photo of the Portfolio tab; static (its link a plain anchor that the grid's CLIENT_LINKS routes). */
export function PortfolioPhotoItem({ photo }: { photo: PortfolioPhoto }) {
  return (
    <li>
      <a href={photoPath(photo.id)}>
        <ResponsiveImage
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={photo.title}
          sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw"
        />
      </a>
      <p>{photo.title}</p>
      <p>
        {catalogLabel(photo.roomType)}
        {photo.designStyle ? ` · ${catalogLabel(photo.designStyle)}` : ""}
      </p>
    </li>
  );
}
