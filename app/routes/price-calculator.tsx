import type { ShouldRevalidateFunctionArgs } from "react-router";
import { db } from "~/db/client.server";
import { designersInPriceBand, quotedPricesInCity } from "~/features/calculator/calculator.server";
import { CALCULATOR_PATH } from "~/features/calculator/calculator-form";
import { CalculatorPage } from "~/features/calculator/calculator-page";
import { parseEstimateInput, tierRate } from "~/features/calculator/estimator";
import { breadcrumbList, buildMeta } from "~/features/seo/meta";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/price-calculator";

export async function loader({ request }: Route.LoaderArgs) {
  const input = parseEstimateInput(new URL(request.url).searchParams);
  const [designers, quoted, seo] = await Promise.all([
    designersInPriceBand(db(), input.city, tierRate(input.city, input.tier)),
    quotedPricesInCity(db(), input.city),
    resolveSeo(db(), {
      pageType: "price_calculator",
      path: CALCULATOR_PATH,
      defaults: {
        title: pageTitle("Interior Price Calculator"),
        description:
          "Estimate your home interior cost room by room: city-wise rates per sq ft for 1-4 BHK homes and villas, in Basic, Premium and Luxury finishes.",
        keywords: "interior design cost calculator, home interior cost, 2BHK interior cost, interior price per sq ft",
        jsonLd: [
          breadcrumbList(siteOrigin(), [
            { name: "Home", path: "/" },
            { name: "Price Calculator", path: CALCULATOR_PATH },
          ]),
        ],
      },
    }),
  ]);
  return { designers, quoted, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? buildMeta(loaderData.seo) : [];
}

/** Only the city and tier change the suggested designers; other inputs are computed in the browser. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return ["city", "tier"].some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
}

export default function PriceCalculator({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage data={loaderData} />;
}
