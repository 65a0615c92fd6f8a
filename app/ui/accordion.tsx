import { type ComponentProps, createContext, useContext, useId } from "react";
import { cn } from "~/lib/cn";
import { MaskIcon } from "./mask-icon";

/**
 * <Accordion defaultValue="q1"><AccordionItem value="q1"><AccordionTrigger>Q</AccordionTrigger>
 *   <AccordionContent>A</AccordionContent></AccordionItem></Accordion>
 * Built on <details name>: one item open at a time, collapsible, works before JS loads and keeps
 * the answers in the HTML (FAQ text is indexable).
 */
const AccordionContext = createContext<{ group: string; defaultValue?: string } | null>(null);

/** `name` groups the items (one open at a time); unique per page. By default a React id, which markup rendered on its own (a static part) can't rely on. */
export function Accordion({
  name,
  defaultValue,
  className,
  ...props
}: ComponentProps<"div"> & { name?: string; defaultValue?: string }) {
  const id = useId();
  const group = name ?? id;
  return (
    <AccordionContext.Provider value={{ group, defaultValue }}>
      <div
        className={cn(
          "divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-800 dark:border-stone-800",
          className,
        )}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

export function AccordionItem({ value, className, ...props }: ComponentProps<"details"> & { value: string }) {
  const context = useContext(AccordionContext);
  if (!context) throw new Error("AccordionItem must be inside an Accordion");
  return (
    <details
      name={context.group}
      open={context.defaultValue === value || undefined}
      data-value={value}
      className={cn("group", className)}
      {...props}
    />
  );
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<"summary">) {
  return (
    <summary
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium text-stone-900 transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-stone-100 dark:hover:text-brand-100 [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      {children}
      <MaskIcon
        name="chevron-down"
        className="size-4 text-stone-500 transition-transform duration-200 group-open:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("pb-4 text-sm leading-relaxed text-stone-600 dark:text-stone-300", className)} {...props} />
  );
}
