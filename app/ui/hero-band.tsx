import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { Container } from "./container";

/** The band at the top of a page: a soft brand gradient, the breadcrumbs, then the page's heading and lead. */
export function HeroBand({
  crumbs,
  size = "md",
  children,
}: {
  crumbs: Crumb[];
  size?: "md" | "lg";
  children: ReactNode;
}) {
  return (
    <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-white dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <Container className={size === "lg" ? "py-12 sm:py-16" : "py-10 sm:py-14"}>
        <Breadcrumbs items={crumbs} />
        {children}
      </Container>
    </section>
  );
}
