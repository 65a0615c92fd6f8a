import { CircleCheck, Clock, ShieldCheck, Users } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import {
  type QuoteActionData,
  QuoteFormFields,
  QuoteSentMessage,
  useQuoteValidation,
} from "../quote-form/quote-form-fields";
import type { QuotePageContext } from "./quote-target.server";

const STEPS = [
  { icon: Users, title: "Matched with 3-5 designers", text: "Verified designers who serve your area and budget." },
  { icon: Clock, title: "Response within 24 hours", text: "Designers call you to understand your home." },
  { icon: ShieldCheck, title: "Free, no obligation", text: "Compare quotes and choose only if you like one." },
];

/** /get-quote: the quote form (for one brand, or to be matched) with how it works beside it, or the sent message. */
export function GetQuotePage({
  data,
  actionData,
}: {
  data: QuotePageContext & { title: string; viewerName: string; signedIn: boolean };
  actionData: QuoteActionData | undefined;
}) {
  const { target, brand, title, viewerName, signedIn } = data;
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : null;
  const validation = useQuoteValidation(actionData);

  return (
    <main>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px]">
          <Card className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            {actionData?.ok ? (
              <div className="mt-6 flex flex-col items-start gap-4" role="status">
                <CircleCheck aria-hidden className="size-12 text-emerald-600" />
                <h2 className="text-xl font-semibold">Quote request sent!</h2>
                <p className="text-stone-700 dark:text-stone-300">
                  <QuoteSentMessage result={actionData} />
                </p>
                <div className="flex flex-wrap gap-3">
                  <LinkButton to="/design-ideas">Browse design ideas</LinkButton>
                  <LinkButton to="/interiors-price-calculator" variant="outline">
                    Estimate your interior cost
                  </LinkButton>
                </div>
              </div>
            ) : (
              <>
                <p className="mt-2 text-stone-600 dark:text-stone-400">
                  {brand
                    ? `Share your requirement and ${brand.brandName} will call you back, usually within 24 hours.`
                    : "Tell us about your home and we'll connect you with 3-5 verified designers near you."}
                </p>
                <Form method="post" noValidate className="relative mt-6" {...validation.formProps}>
                  <QuoteFormFields
                    idPrefix="quote"
                    target={target}
                    defaults={failed?.values ?? { name: viewerName, location: target.location }}
                    errors={validation.errors}
                    formError={validation.formError}
                    submitting={navigation.state === "submitting"}
                    askEmail={!signedIn}
                    codeFor={failed?.codeFor}
                  />
                </Form>
              </>
            )}
          </Card>
          <aside aria-labelledby="quote-how-heading" className="flex flex-col gap-5">
            <h2 id="quote-how-heading" className="text-lg font-semibold">
              How it works
            </h2>
            <ol className="flex flex-col gap-5">
              {STEPS.map(({ icon: Icon, title: stepTitle, text }) => (
                <li key={stepTitle} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <p className="font-medium">{stepTitle}</p>
                    <p className="text-sm text-stone-600 dark:text-stone-400">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
            {brand ? (
              <p className="text-sm text-stone-600 dark:text-stone-400">
                Want more options?{" "}
                <Link to="/get-quote" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                  Get matched with more designers
                </Link>
              </p>
            ) : null}
          </aside>
        </div>
      </Container>
    </main>
  );
}
