import {
  ArrowRightIcon,
  BadgeCheckIcon,
  HammerIcon,
  IndianRupeeIcon,
  LampIcon,
  MessagesSquareIcon,
  PaletteIcon,
  SearchIcon,
  SofaIcon,
  StarIcon,
  UsersIcon,
} from "lucide-react";
import { Form, Link } from "react-router";
import {
  HOME_HERO,
  HOME_PACKAGES,
  HOW_IT_WORKS,
  SERVICES,
  STATS,
  TESTIMONIALS,
  WHY_CHOOSE_US,
} from "~/content/directory";
import { cn } from "~/lib/cn";
import { designersPath } from "~/lib/paths";
import { buttonClasses } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { Input, Label } from "~/ui/field";
import { MaskIcon } from "~/ui/mask-icon";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { homePageData } from "./loaders/home-page.server";
import { CityCarousel, ClosingCta, HowItWorks, Packages, StatsBand, Testimonials } from "./sections";

type HomePageData = Awaited<ReturnType<typeof homePageData>>;

const SERVICE_ICONS = [PaletteIcon, SofaIcon, HammerIcon, LampIcon];
const WHY_ICONS = [BadgeCheckIcon, StarIcon, IndianRupeeIcon, MessagesSquareIcon];

/** The home page: the hero search, services, popular cities, why Nivasa, prices, testimonials. */
export function HomePage({ data }: { data: HomePageData }) {
  const { heroImage, popular, seo } = data;
  return (
    <main>
      <section className="relative isolate overflow-hidden bg-stone-900 text-white">
        {heroImage ? (
          <ResponsiveImage
            src={heroImage.url}
            width={heroImage.width}
            height={heroImage.height}
            alt=""
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        ) : null}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-r from-stone-950/95 via-stone-950/75 to-stone-950/30"
        />
        <Container className="py-20 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{HOME_HERO.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{seo.h1 ?? HOME_HERO.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85">{HOME_HERO.description}</p>
          <Form
            method="get"
            action="/interior-designers"
            role="search"
            className="mt-8 flex max-w-2xl flex-col gap-3 rounded-2xl bg-white p-2 shadow-xl sm:flex-row dark:bg-stone-900"
          >
            <Label htmlFor="home-search" className="sr-only">
              City or designer name
            </Label>
            <div className="relative flex-1">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
              />
              <Input
                id="home-search"
                name="q"
                required
                list="home-cities"
                placeholder="Search a city or designer name"
                className="h-12 border-0 pl-10 text-base focus:ring-0"
              />
              <datalist id="home-cities">
                {data.cityNames.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </div>
            <button type="submit" className={buttonClasses("primary", "lg")}>
              Find Designers
            </button>
          </Form>
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm text-white/90">
            <li className="flex items-center gap-2">
              <StarIcon aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
              {HOME_HERO.rating}
            </li>
            <li className="flex items-center gap-2">
              <UsersIcon aria-hidden="true" className="size-5" />
              {HOME_HERO.homeowners}
            </li>
            <li className="flex items-center gap-2">
              <BadgeCheckIcon aria-hidden="true" className="size-5" />
              Verified designers
            </li>
          </ul>
        </Container>
      </section>

      <Section eyebrow="Services" title="Everything for your home, in one place">
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {SERVICES.map((service, i) => {
            const Icon = SERVICE_ICONS[i];
            const body = (
              <>
                <span className="flex items-start justify-between gap-2">
                  <span
                    className={cn(
                      "flex size-11 items-center justify-center rounded-xl sm:size-12",
                      service.href ? "bg-brand-600 text-white" : "bg-stone-100 text-stone-500 dark:bg-stone-800",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  {service.href ? null : (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-stone-700 dark:bg-stone-800 dark:text-stone-300">
                      Coming Soon
                    </span>
                  )}
                </span>
                <span className="mt-4 text-base font-semibold sm:text-lg">{service.name}</span>
                <span className="mt-1 block text-sm text-stone-600 dark:text-stone-300">{service.description}</span>
                {service.href ? (
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-100">
                    {service.countText}
                    <ArrowRightIcon aria-hidden="true" className="size-4" />
                  </span>
                ) : null}
              </>
            );
            return (
              <li key={service.name}>
                {service.href ? (
                  <Link
                    to={service.href}
                    className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 transition hover:-translate-y-0.5 sm:p-6 hover:border-brand-600 hover:shadow-lg dark:border-stone-800 dark:bg-stone-900"
                  >
                    {body}
                  </Link>
                ) : (
                  <div
                    aria-disabled="true"
                    className="flex h-full flex-col rounded-2xl border border-dashed border-stone-300 bg-stone-50 p-4 sm:p-6 dark:border-stone-700 dark:bg-stone-900/50"
                  >
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        tone="muted"
        eyebrow="Popular cities"
        title="Find designers in your city"
        action={
          <Link
            to="/cities"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
            All cities <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
          {popular.map((city) => (
            <li key={city.slug}>
              <Link
                to={designersPath(city.slug)}
                className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-stone-800 sm:aspect-[16/10]"
              >
                {city.cover ? (
                  <ResponsiveImage
                    src={city.cover.url}
                    width={city.cover.width}
                    height={city.cover.height}
                    alt=""
                    // A 4:5 tile on phones shows a 4:3 photo cropped to its height: about ¾ of the screen wide.
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 75vw"
                    className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105"
                  />
                ) : null}
                <span className="absolute inset-0 bg-gradient-to-t from-stone-950/90 via-stone-950/30 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-4 text-white sm:p-5">
                  <span className="block text-xl font-bold">{city.name}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white/90">
                    <span>{city.designerCount} designers</span>
                    {city.averageRating != null ? (
                      <span className="inline-flex items-center gap-1">
                        <MaskIcon name="star-filled" className="size-4 text-amber-400" />
                        {city.averageRating.toFixed(1)} average
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Why Nivasa" title="Why homeowners choose us">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map((reason, i) => {
            const Icon = WHY_ICONS[i];
            return (
              <li key={reason.title}>
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-brand-100">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-semibold">{reason.title}</h3>
                <p className="mt-2 text-sm text-stone-600 dark:text-stone-300">{reason.description}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <HowItWorks steps={HOW_IT_WORKS} />
      <Packages
        packages={HOME_PACKAGES}
        title="What does interior design cost?"
        description="Typical prices per sq ft for a complete home, including design, materials and installation."
      />
      <StatsBand stats={STATS} />
      <Section eyebrow="More cities" title="Explore designers across India">
        <CityCarousel cities={data.landing} perPage={4} label="More cities" />
      </Section>
      <Testimonials items={TESTIMONIALS} />
      <ClosingCta />
    </main>
  );
}
