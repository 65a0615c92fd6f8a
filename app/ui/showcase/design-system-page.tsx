import { Container } from "../container";
import { HeroBand } from "../hero-band";
import { DEMOS, type Demo } from "./demos";

/** /design-system: the living style guide, every primitive of app/ui working, with a table of contents. */
export function DesignSystemPage({ page }: { page: number }) {
  return (
    <main>
      <HeroBand size="lg">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">UX Pilot</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-white">
          Nivasa design system
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
          The colours, type and components every Nivasa page is built from — all live and working, in light and dark.
        </p>
      </HeroBand>
      <Container className="py-10 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label="Components" className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {DEMOS.map(({ id, label }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md px-3 py-1.5 text-stone-600 hover:bg-stone-100 hover:text-stone-900 dark:text-stone-400 dark:hover:bg-stone-800 dark:hover:text-white"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-16">
          {DEMOS.map((demo) => (
            <DemoSection key={demo.id} demo={demo} page={page} />
          ))}
        </div>
      </Container>
    </main>
  );
}

function DemoSection({ demo: { id, label, description, Body }, page }: { demo: Demo; page: number }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-stone-900 dark:text-white">
        {label}
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{description}</p>
      <div className="mt-6 rounded-2xl border border-stone-200 p-6 dark:border-stone-800">
        <Body page={page} />
      </div>
    </section>
  );
}
