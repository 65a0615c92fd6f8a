import { ArrowRightIcon, BadgeCheckIcon, ImagesIcon, SearchIcon, SparklesIcon } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { DESIGN_STYLES } from "~/content/catalog";
import {
  CALLS_TO_ACTION,
  LANDING,
  QUICK_LINKS,
  ROOM_HEROES,
  SECTION_COPY,
  TRENDING_SHOWN,
} from "~/content/design-ideas";
import { roomIdeasPath } from "~/lib/paths";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { buttonClasses, LinkButton } from "~/ui/button";
import { Container, Section } from "~/ui/container";
import { ResponsiveImage } from "~/ui/responsive-image";
import { galleryUrl, NO_FILTERS, optionLabel, roomSlug, SEARCH_MAX_LENGTH } from "./filters";
import type { GalleryImage, RoomCover } from "./gallery.server";
import { CardList } from "./gallery-screen";
import { LikesProvider } from "./likes";

const BADGE_ICONS = [ImagesIcon, BadgeCheckIcon, SparklesIcon];

export interface LandingProps {
  title: string;
  featured: GalleryImage[];
  trending: GalleryImage[];
  roomCovers: RoomCover[];
  likedIds: string[];
}

/** /design-ideas without filters: search, rooms, styles, featured, trending, quick links, calls to action. */
export function DesignIdeasLanding({ title, featured, trending, roomCovers, likedIds }: LandingProps) {
  return (
    <LikesProvider likedIds={likedIds}>
      <main className="flex-1">
        <LandingHero title={title} />
        <Section eyebrow={SECTION_COPY.rooms.eyebrow} title={SECTION_COPY.rooms.title}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {roomCovers.map((cover, i) => (
              <li key={cover.roomType}>
                <RoomCard cover={cover} priority={i < 2} />
              </li>
            ))}
          </ul>
        </Section>
        <Section eyebrow={SECTION_COPY.styles.eyebrow} title={SECTION_COPY.styles.title} tone="muted">
          <ul className="flex flex-wrap gap-3">
            {DESIGN_STYLES.map((style) => (
              <li key={style}>
                <Link
                  to={galleryUrl({ ...NO_FILTERS, style })}
                  className="inline-flex items-center rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-stone-800 shadow-sm transition hover:border-brand-600 hover:text-brand-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:text-brand-100"
                >
                  {optionLabel(style)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        {featured.length > 0 ? (
          <Section
            eyebrow={SECTION_COPY.featured.eyebrow}
            title={SECTION_COPY.featured.title}
            description={SECTION_COPY.featured.description}
            action={<SeeAll href="/design-ideas?featured=true" label={SECTION_COPY.featured.link} />}
          >
            <CardList images={featured} layout="grid" wide />
          </Section>
        ) : null}
        {trending.length > 0 ? (
          <Section
            eyebrow={SECTION_COPY.trending.eyebrow}
            title={SECTION_COPY.trending.title}
            description={SECTION_COPY.trending.description}
            action={<SeeAll href="/design-ideas?sort=popular" label={SECTION_COPY.trending.link} />}
            tone="muted"
          >
            <CardList images={trending.slice(0, TRENDING_SHOWN)} layout="grid" wide />
          </Section>
        ) : null}
        <Section title={SECTION_COPY.quickLinks.title}>
          <ul className="flex flex-wrap gap-3">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex items-center gap-2 rounded-lg bg-stone-100 px-4 py-2.5 text-sm font-medium text-stone-800 transition hover:bg-brand-50 hover:text-brand-700 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700"
                >
                  <SearchIcon aria-hidden="true" className="size-4" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <CallToAction />
      </main>
    </LikesProvider>
  );
}

function LandingHero({ title }: { title: string }) {
  const navigate = useNavigate();
  // Enter or Search goes to the gallery, but only with some text to search for.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    if (text) navigate(galleryUrl({ ...NO_FILTERS, search: text }));
  }
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-white dark:from-stone-900 dark:to-stone-950">
      <Container className="py-12 sm:py-16">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Design Ideas" }]} />
        <div className="mt-8">
          {title === LANDING.eyebrow ? null : (
            <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">
              {LANDING.eyebrow}
            </p>
          )}
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-stone-50">
            {title}
          </h1>
        </div>
        <p className="mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">{LANDING.description}</p>
        <search className="mt-8 block max-w-2xl">
          <form method="get" action="/design-ideas" onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="ideas-search" className="sr-only">
              {LANDING.searchLabel}
            </label>
            <div className="relative flex-1">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
              />
              <input
                id="ideas-search"
                type="search"
                name="search"
                required
                pattern=".*\S.*"
                maxLength={SEARCH_MAX_LENGTH}
                placeholder={LANDING.searchPlaceholder}
                className="h-12 w-full rounded-lg border border-stone-300 bg-white pr-4 pl-12 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
              />
            </div>
            <button type="submit" className={buttonClasses("primary", "lg")}>
              Search
            </button>
          </form>
        </search>
        <ul className="mt-6 flex flex-wrap gap-3">
          {LANDING.badges.map((badge, i) => {
            const Icon = BADGE_ICONS[i] ?? SparklesIcon;
            return (
              <li
                key={badge}
                className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-stone-800 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700"
              >
                <Icon aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-100" />
                {badge}
              </li>
            );
          })}
        </ul>
      </Container>
    </header>
  );
}

function RoomCard({ cover, priority }: { cover: RoomCover; priority: boolean }) {
  const room = ROOM_HEROES[cover.roomType];
  return (
    <Link
      to={roomIdeasPath(roomSlug(cover.roomType))}
      className="group relative block overflow-hidden rounded-2xl bg-stone-200 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:bg-stone-800"
    >
      <ResponsiveImage
        src={cover.imageUrl}
        width={cover.width}
        height={cover.height}
        alt=""
        sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
        priority={priority}
        className="aspect-[4/5] h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-stone-950/85 via-stone-950/20 to-transparent"
      />
      <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 p-4 text-white">
        <span className="text-base font-semibold">{room.label}</span>
        <ArrowRightIcon aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}

function SeeAll({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
    >
      {label}
      <ArrowRightIcon aria-hidden="true" className="size-4" />
    </Link>
  );
}

function CallToAction() {
  return (
    <section className="bg-stone-900 py-14 text-white dark:bg-stone-900">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{CALLS_TO_ACTION.title}</h2>
          <p className="mt-3 text-stone-300">{CALLS_TO_ACTION.description}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <LinkButton to={CALLS_TO_ACTION.primary.href} size="lg">
            {CALLS_TO_ACTION.primary.label}
          </LinkButton>
          <Link
            to={CALLS_TO_ACTION.secondary.href}
            className="inline-flex h-12 items-center justify-center rounded-md border border-white/40 px-6 text-base font-medium text-white transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {CALLS_TO_ACTION.secondary.label}
          </Link>
        </div>
      </Container>
    </section>
  );
}
