import { portfolioImages } from "~/db/schema";

/**
 * The columns of a portfolio image that both its owner (the dashboard's Portfolio tab) and the moderation queue
 * show: the picture, its details and where it stands in moderation.
 */
export const portfolioImageColumns = {
  id: portfolioImages.id,
  url: portfolioImages.imageUrl,
  width: portfolioImages.width,
  height: portfolioImages.height,
  title: portfolioImages.title,
  description: portfolioImages.description,
  roomType: portfolioImages.roomType,
  designStyle: portfolioImages.designStyle,
  colorPalette: portfolioImages.colorPalette,
  spaceSize: portfolioImages.spaceSize,
  layoutType: portfolioImages.layoutType,
  projectCostRange: portfolioImages.projectCostRange,
  projectLocation: portfolioImages.projectLocation,
  designElements: portfolioImages.designElements,
  isApproved: portfolioImages.isApproved,
  rejectionReason: portfolioImages.rejectionReason,
  createdAt: portfolioImages.createdAt,
};
