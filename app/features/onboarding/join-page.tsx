import { Building2Icon, PlusCircleIcon, SearchIcon } from "lucide-react";
import { Card } from "~/ui/card";
import type { JoinPageData } from "./join.server";

/** /brand-dashboard for a signed-in user without a brand. */
export function JoinAsBrandPage(_props: { data: JoinPageData }) {
  const ways = [
    {
      Icon: SearchIcon,
      title: "Claim Existing Business",
      text: "Your studio may already be listed on Nivasa. Claim the brand or listing to manage its profile, portfolio and leads.",
    },
    {
      Icon: PlusCircleIcon,
      title: "Create New Business",
      text: "Not listed yet? Create a brand profile or a listing with your services, areas served and pricing.",
    },
  ];
  return (
    <>
      <div className="flex flex-col items-start gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
          <Building2Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Join as a Brand</h1>
        <p className="max-w-2xl text-stone-600 dark:text-stone-300">
          Interior designers and firms use Nivasa to reach homeowners across India. Once your business is on Nivasa,
          this dashboard shows your profile views, quote requests, portfolio and likes.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ways.map(({ Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full gap-4 p-5">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              <div>
                <h2 className="font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">{text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
