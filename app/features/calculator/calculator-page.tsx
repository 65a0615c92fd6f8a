import { Calculator } from "lucide-react";
import { useNavigation } from "react-router";
import { type QuotedPrices, QuotedPricesPanel } from "~/features/offers";
import type { PageSeo } from "~/features/seo";
import { Container } from "~/ui/container";
import { HeroBand } from "~/ui/hero-band";
import type { SuggestedDesigner } from "./calculator.server";
import { CALCULATOR_PATH, CalculatorForm, useEstimateInput } from "./calculator-form";
import { EstimateBar, EstimateSummary, SuggestedDesigners } from "./estimate-summary";
import { estimate } from "./estimator";

export interface CalculatorPageData {
  designers: SuggestedDesigner[];
  quoted: QuotedPrices | null;
  seo: PageSeo;
}

/** The interiors price calculator: the form, the estimate beside it, and designers in its price band. */
export function CalculatorPage({ data }: { data: CalculatorPageData }) {
  const { input, areaText, setAreaText, update } = useEstimateInput();
  const navigation = useNavigation();
  const result = estimate(input);

  return (
    <main>
      <HeroBand crumbs={[{ label: "Home", href: "/" }, { label: "Price Calculator" }]}>
        <div className="mt-6 flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white sm:flex">
            <Calculator aria-hidden className="size-6" />
          </span>
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
              {data.seo.h1 ?? "Interior Price Calculator"}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-stone-700 dark:text-stone-300">
              Estimate your home interior cost room by room, for your city, home size and finish. Free and instant, no
              sign-up.
            </p>
          </div>
        </div>
      </HeroBand>
      <Container className="grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_420px]">
        <div>
          <CalculatorForm input={input} areaText={areaText} onAreaText={setAreaText} onChange={update} />
          <EstimateBar result={result} />
        </div>
        <div id="estimate" className="scroll-mt-20 lg:sticky lg:top-24 lg:self-start">
          <EstimateSummary input={input} result={result} />
          {data.quoted ? <QuotedPricesPanel quoted={data.quoted} className="mt-6" /> : null}
        </div>
      </Container>
      <Container className="pb-16">
        <SuggestedDesigners
          designers={data.designers}
          citySlug={input.city}
          tier={input.tier}
          loading={navigation.state === "loading" && navigation.location.pathname === CALCULATOR_PATH}
        />
      </Container>
    </main>
  );
}
