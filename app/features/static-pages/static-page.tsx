import { ArrowRightIcon, ClockIcon, type LucideIcon, MailIcon, MapPinIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CONTACT_DETAILS, type PageSection, type StaticPage } from "~/content/pages";
import { LinkButton } from "~/ui/button";
import { Container } from "~/ui/container";
import { HeroBand } from "~/ui/hero-band";

/** /about, /pricing, … : a page of app/content/pages.ts, with the contact card on /contact and a help card elsewhere. */
export function StaticContentPage({ data }: { data: { key: string; page: StaticPage } }) {
  const { key, page } = data;
  return (
    <main>
      <PageHero page={page} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto grid max-w-5xl gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="space-y-10">
            {page.sections.map((section) => (
              <Section key={section.heading} section={section} />
            ))}
          </div>
          <aside className="lg:pt-1">{key === "contact" ? <ContactCard /> : <HelpCard />}</aside>
        </div>
      </Container>
      {page.cta ? <CallToAction cta={page.cta} /> : null}
    </main>
  );
}

function PageHero({ page }: { page: StaticPage }) {
  return (
    <HeroBand size="xl">
      <div className="mx-auto max-w-5xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {page.eyebrow}
        </p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
          {page.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-600 dark:text-stone-300">{page.intro}</p>
        {page.updated ? (
          <p className="mt-4 text-sm text-stone-500 dark:text-stone-400">Last updated {page.updated}</p>
        ) : null}
      </div>
    </HeroBand>
  );
}

function Section({ section }: { section: PageSection }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight text-stone-900 sm:text-2xl dark:text-white">
        {section.heading}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
          {text}
        </p>
      ))}
      {section.list ? (
        <ul className="mt-4 space-y-3">
          {section.list.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-stone-700 dark:text-stone-300">
              <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {section.links ? (
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {section.links.map((link) => (
            <li key={link.href + link.label}>
              <Link
                to={link.href}
                className="group flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:border-stone-800 dark:bg-stone-900 dark:hover:border-brand-700"
              >
                <span className="font-semibold text-stone-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                  {link.label}
                </span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-stone-600 dark:text-stone-400">
                  {link.summary}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 dark:text-brand-300">
                  Read more <ArrowRightIcon className="size-4" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const asideCard =
  "rounded-2xl border border-stone-200 bg-stone-50 p-6 lg:sticky lg:top-24 dark:border-stone-800 dark:bg-stone-900";

function ContactCard() {
  return (
    <div className={asideCard}>
      <h2 className="font-semibold text-stone-900 dark:text-white">Reach us</h2>
      <dl className="mt-4 space-y-4 text-sm">
        <ContactItem icon={MailIcon} term="Email">
          <dd>
            <a
              href={`mailto:${CONTACT_DETAILS.email}`}
              className="text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
            >
              {CONTACT_DETAILS.email}
            </a>
          </dd>
        </ContactItem>
        <ContactItem icon={ClockIcon} term="Business hours">
          <dd className="text-stone-600 dark:text-stone-300">{CONTACT_DETAILS.hours}</dd>
          <dd className="text-stone-600 dark:text-stone-300">{CONTACT_DETAILS.responseTime}</dd>
        </ContactItem>
        <ContactItem icon={MapPinIcon} term="Office">
          <dd className="text-stone-600 dark:text-stone-300">{CONTACT_DETAILS.office}</dd>
        </ContactItem>
      </dl>
    </div>
  );
}

function ContactItem({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="relative pl-7">
      <dt className="font-medium text-stone-900 dark:text-white">
        <Icon className="absolute top-0.5 left-0 size-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        {term}
      </dt>
      {children}
    </div>
  );
}

function HelpCard() {
  return (
    <div className={asideCard}>
      <h2 className="font-semibold text-stone-900 dark:text-white">Questions?</h2>
      <p className="mt-2 text-sm leading-relaxed text-stone-600 dark:text-stone-300">
        Write to{" "}
        <a
          href={`mailto:${CONTACT_DETAILS.email}`}
          className="text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
        >
          {CONTACT_DETAILS.email}
        </a>
        . {CONTACT_DETAILS.responseTime}
      </p>
      <LinkButton to="/interior-designers" variant="outline" size="sm" className="mt-4 w-full">
        Find Interior Designers
      </LinkButton>
    </div>
  );
}

function CallToAction({ cta }: { cta: NonNullable<StaticPage["cta"]> }) {
  return (
    <Container className="pb-16">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 rounded-2xl bg-stone-900 px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between dark:bg-stone-800">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-white">{cta.title}</h2>
          <p className="mt-2 text-stone-300">{cta.text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <LinkButton to={cta.primary.href} size="lg">
            {cta.primary.label}
          </LinkButton>
          {cta.secondary ? (
            <LinkButton
              to={cta.secondary.href}
              variant="outline"
              size="lg"
              className="border-stone-600! bg-transparent! text-white! hover:bg-stone-800! dark:hover:bg-stone-700!"
            >
              {cta.secondary.label}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </Container>
  );
}
