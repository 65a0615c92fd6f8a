import { BadgeCheckIcon, Building2Icon, EyeIcon, PlusCircleIcon, SearchIcon } from "lucide-react";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { listOwnedBrands } from "~/features/brands/owned-brands.server";
import { pageTitle } from "~/lib/seo-title";
import { Badge } from "~/ui/badge";
import { LinkButton } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import type { Route } from "./+types/brand-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const brands = viewer.role === "brand" ? await listOwnedBrands(db(), viewer.userId) : [];
  return { name: viewer.fullName || viewer.email, brands };
}

export function meta() {
  return [{ title: pageTitle("Brand Dashboard") }, { name: "robots", content: "noindex" }];
}

export default function BrandDashboard({ loaderData }: Route.ComponentProps) {
  const { name, brands } = loaderData;
  return (
    <main className="flex-1 bg-stone-50 py-10 sm:py-14 dark:bg-stone-950">
      <Container>
        <div className="mx-auto w-full max-w-5xl flex flex-col gap-8">
          {brands.length > 0 ? (
            <>
              <div>
                <h1 className="text-3xl font-bold tracking-tight">Brand Dashboard</h1>
                <p className="mt-2 text-stone-600 dark:text-stone-300">Welcome back, {name}.</p>
              </div>
              <section aria-labelledby="my-brands-heading" className="flex flex-col gap-4">
                <h2 id="my-brands-heading" className="text-xl font-semibold">
                  Your brands
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {brands.map((brand) => (
                    <li key={brand.id}>
                      <Card className="flex h-full flex-col gap-3 p-5">
                        <div className="flex items-start justify-between gap-3">
                          <div className="min-w-0">
                            <h3 className="truncate font-semibold">{brand.brandName}</h3>
                            {brand.city ? (
                              <p className="text-sm text-stone-600 dark:text-stone-300">{brand.city}</p>
                            ) : null}
                          </div>
                          {brand.isVerified ? (
                            <Badge tone="success">
                              <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
                              Verified
                            </Badge>
                          ) : null}
                        </div>
                        <LinkButton to={`/brand/${brand.slug}`} variant="outline" size="sm" className="self-start">
                          <EyeIcon className="size-4" aria-hidden="true" />
                          View Public Profile
                          <span className="sr-only">of {brand.brandName}</span>
                        </LinkButton>
                      </Card>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          ) : (
            <JoinAsBrand />
          )}
        </div>
      </Container>
    </main>
  );
}

function JoinAsBrand() {
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
