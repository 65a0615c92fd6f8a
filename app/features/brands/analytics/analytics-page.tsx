import { EyeIcon, HeartIcon, ImagesIcon } from "lucide-react";
import { Link } from "react-router";
import { photoPath } from "~/lib/paths";
import { BarChart } from "~/ui/bar-chart";
import { Card } from "~/ui/card";
import { ResponsiveImage } from "~/ui/responsive-image";
import { ANALYTICS_MONTHS, monthLabel, TOP_IMAGES } from "./analytics";
import type { BrandAnalytics, MonthFigures, TopImage } from "./analytics.server";

const SERIES: { key: keyof Omit<MonthFigures, "month">; title: string; valueLabel: string }[] = [
  { key: "profileViews", title: "Profile views", valueLabel: "Profile views" },
  { key: "quoteRequests", title: "Quote requests", valueLabel: "Quote requests" },
  { key: "likes", title: "Likes received", valueLabel: "Likes" },
];

/** The Analytics tab: 12 months of views, quote requests and likes, and the brand's best images. */
export function AnalyticsPage({ analytics }: { analytics: BrandAnalytics }) {
  return (
    <section aria-labelledby="analytics-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="analytics-heading" className="text-xl font-semibold">
          Analytics
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          The last {ANALYTICS_MONTHS} months, India time. Profile views count visits to your public profile (not your
          own).
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        {SERIES.map((series) => (
          <Card key={series.key} className="p-5">
            <BarChart
              title={series.title}
              valueLabel={series.valueLabel}
              points={analytics.months.map((month) => ({
                label: monthLabel(month.month, false),
                name: monthLabel(month.month),
                value: month[series.key],
              }))}
            />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopImages title={`Top ${TOP_IMAGES} images by views`} images={analytics.topByViews} by="views" />
        <TopImages title={`Top ${TOP_IMAGES} images by likes`} images={analytics.topByLikes} by="likes" />
      </div>
    </section>
  );
}

function TopImages({ title, images, by }: { title: string; images: TopImage[]; by: "views" | "likes" }) {
  const headingId = `top-${by}`;
  return (
    <Card className="p-5">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {images.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
          <ImagesIcon aria-hidden="true" className="size-4" />
          {by === "views"
            ? "None of your approved images has been opened yet."
            : "None of your approved images has been liked yet."}
        </p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-3 flex flex-col gap-3">
          {images.map((image, i) => (
            <li key={image.id} className="flex items-center gap-3">
              <span className="w-5 text-right text-sm font-semibold tabular-nums text-stone-500">{i + 1}</span>
              <ResponsiveImage
                src={image.imageUrl}
                width={Math.min(image.width, 160)}
                height={Math.round((Math.min(image.width, 160) * image.height) / image.width)}
                sizes="80px"
                alt=""
                className="h-12 w-16 shrink-0 rounded-md object-cover"
              />
              <Link to={photoPath(image.id)} className="min-w-0 flex-1 truncate text-sm font-medium hover:underline">
                {image.title}
              </Link>
              <span className="flex shrink-0 gap-3 text-sm tabular-nums text-stone-700 dark:text-stone-300">
                <span className="inline-flex items-center gap-1">
                  <EyeIcon aria-hidden="true" className="size-3.5" />
                  {image.views.toLocaleString("en-IN")}
                  <span className="sr-only">views</span>
                </span>
                <span className="inline-flex items-center gap-1">
                  <HeartIcon aria-hidden="true" className="size-3.5" />
                  {image.likes.toLocaleString("en-IN")}
                  <span className="sr-only">likes</span>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
