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
      <div className={cn("accordion", className)} {...props} />
    </AccordionContext.Provider>
  );
}

export function AccordionItem({ value, ...props }: ComponentProps<"details"> & { value: string }) {
  const context = useContext(AccordionContext);
  if (!context) throw new Error("AccordionItem must be inside an Accordion");
  return (
    <details name={context.group} open={context.defaultValue === value || undefined} data-value={value} {...props} />
  );
}

/** The question row; its look, and the chevron's turn when open, come from the Accordion (accordion.css). */
export function AccordionTrigger({ children, ...props }: ComponentProps<"summary">) {
  return (
    <summary {...props}>
      {children}
      <MaskIcon name="chevron-down" />
    </summary>
  );
}

export function AccordionContent(props: ComponentProps<"div">) {
  return <div {...props} />;
}
