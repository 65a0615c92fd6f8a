import { Calculator } from "lucide-react";
import { type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { db } from "~/db/client.server";
import { designersInPriceBand, quotedPricesInCity } from "~/features/calculator/calculator.server";
import { estimate, parseEstimateInput, tierRate } from "~/features/calculator/estimator";
import {
  CALCULATOR_PATH,
  CalculatorForm,
  EstimateBar,
  EstimateSummary,
  SuggestedDesigners,
  useEstimateInput,
} from "~/features/calculator/price-calculator";
import { QuotedPricesPanel } from "~/features/offers";
import { breadcrumbList, buildMeta } from "~/features/seo/meta";
import { resolveSeo, siteOrigin } from "~/features/seo/seo.server";
import { pageTitle } from "~/lib/seo-title";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Container } from "~/ui/container";
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
  const { input, areaText, setAreaText, update } = useEstimateInput();
  const navigation = useNavigation();
  const result = estimate(input);

  return (
    <main>
      <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
        <Container className="py-10 sm:py-14">
          <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Price Calculator" }]} />
          <div className="mt-6 flex items-start gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white sm:flex">
              <Calculator aria-hidden className="size-6" />
            </span>
            <div>
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
                {loaderData.seo.h1 ?? "Interior Price Calculator"}
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-stone-700 dark:text-stone-300">
                Estimate your home interior cost room by room, for your city, home size and finish. Free and instant, no
                sign-up.
              </p>
            </div>
          </div>
        </Container>
      </section>
      <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_420px]">
        <div>
          <CalculatorForm input={input} areaText={areaText} onAreaText={setAreaText} onChange={update} />
          <EstimateBar result={result} />
        </div>
        <div id="estimate" className="scroll-mt-20 lg:sticky lg:top-24 lg:self-start">
          <EstimateSummary input={input} result={result} />
          {loaderData.quoted ? <QuotedPricesPanel quoted={loaderData.quoted} className="mt-6" /> : null}
        </div>
      </Container>
      <Container className="pb-16">
        <SuggestedDesigners
          designers={loaderData.designers}
          citySlug={input.city}
          tier={input.tier}
          loading={navigation.state === "loading" && navigation.location.pathname === CALCULATOR_PATH}
        />
      </Container>
    </main>
  );
}
