import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { Container } from "./container";

const PADDING = { md: "py-10 sm:py-14", lg: "py-12 sm:py-16", xl: "py-14 sm:py-20" } as const;

/** The band at the top of a page: a soft brand gradient, the breadcrumbs (if any), then the page's heading and lead. */
export function HeroBand({
  crumbs,
  size = "md",
  children,
}: {
  crumbs?: Crumb[];
  size?: keyof typeof PADDING;
  children: ReactNode;
}) {
  return (
    <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <Container className={PADDING[size]}>
        {crumbs ? <Breadcrumbs items={crumbs} /> : null}
        {children}
      </Container>
    </section>
  );
}
