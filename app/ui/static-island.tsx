/**
 * Static islands: server-rendered markup that React does not hydrate, with a few live components mounted
 * into it after hydration.
 *
 * A listing's cards are a pure function of their data and the page is shared by every visitor, so the
 * server renders each card once per distinct card data (`renderIsland` in `static-island.server.ts`, a
 * bounded memo keyed by the data) and the page sends the cards once: as markup, not as markup plus the
 * same fields again in the hydration data. How a page uses it:
 *
 * 1. The card component is static: no router hooks, no state. Each interactive part is an `<IslandSlot>`
 *    naming a slot (`islandSlot(name, render)`) with its props (JSON) and its no-JS fallback as children.
 *    Rendered by React in an ordinary (hydrated) tree, a slot renders its live component directly.
 * 2. The loader calls `renderIsland(request, context, id, parts)` (parts: `{ key, element }`, key = the
 *    data the element is a function of) and returns the `Island` it gives back in its data.
 * 3. The page renders `<StaticIsland island={…} slots={[…]} as="ul" className=… />`. On the document
 *    request the markup reaches the render through `IslandHtmlContext` (provided by entry.server from the
 *    load context) and is not in the hydration data; the browser keeps the server's DOM. Data requests
 *    (client-side navigation, revalidation) carry the markup in the loader data; an island whose version
 *    is unchanged keeps its DOM (and its live slots, focus and state).
 * 4. After hydration, and after each new markup, every `[data-island-slot]` inside gets its live component
 *    through a portal, replacing the fallback in the same commit (before paint).
 */
import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

/** What a loader returns for one island: its markup only on data requests (see renderIsland). */
export interface Island {
  id: string;
  /** Changes whenever the markup does. */
  version: string;
  html?: string;
}

/** The markup of the document's islands by id, server side only (entry.server provides it). */
export const IslandHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);

/** True inside renderIsland's static render: slots write their fallback and props instead of rendering live. */
export const StaticRenderContext = createContext(false);

export interface IslandSlotType<P> {
  name: string;
  render(props: P): ReactNode;
  read?(slot: Element): P;
}

/** Any slot, as a page's list of them (their props are only known to each slot). */
export interface AnyIslandSlot {
  name: string;
  render(props: never): ReactNode;
  read?(slot: Element): object;
}

/**
 * A live component an island's markup can name; register it with the page's `<StaticIsland slots>`. Its props
 * travel as JSON in the markup, unless `read` finds them in the fallback (or around it) before it is replaced:
 * cheaper when a page has dozens of slots whose fallback already holds what they need.
 */
export function islandSlot<P extends object>(
  name: string,
  render: (props: P) => ReactNode,
  read?: (slot: Element) => P,
): IslandSlotType<P> {
  return { name, render, read };
}

const SLOT_ATTRIBUTE = "data-island-slot";
const PROPS_ATTRIBUTE = "data-island-props";

/**
 * One interactive part of a static component. Live (in a hydrated tree): `slot.render(props)`. In an island's
 * markup: the fallback (children, which must work without JS) with the props to mount the live part later.
 * `className` styles the wrapper in both ("contents" unless it must be positioned).
 */
export function IslandSlot<P extends object>({
  slot,
  props,
  className = "contents",
  children,
}: {
  slot: IslandSlotType<P>;
  props: P;
  className?: string;
  children?: ReactNode;
}) {
  if (!useContext(StaticRenderContext)) return <div className={className}>{slot.render(props)}</div>;
  const attributes = {
    [SLOT_ATTRIBUTE]: slot.name,
    [PROPS_ATTRIBUTE]: slot.read ? undefined : JSON.stringify(props),
  };
  return (
    <div className={className} {...attributes}>
      {children}
    </div>
  );
}

interface Mounted {
  element: Element;
  node: ReactNode;
  key: string;
}

function mountSlots(root: Element, slots: readonly AnyIslandSlot[], version: string): Mounted[] {
  const byName = new Map(slots.map((slot) => [slot.name, slot]));
  const mounted: Mounted[] = [];
  root.querySelectorAll(`[${SLOT_ATTRIBUTE}]`).forEach((element, i) => {
    const slot = byName.get(element.getAttribute(SLOT_ATTRIBUTE) ?? "");
    if (!slot) return;
    // Our own server's markup: the props are what IslandSlot wrote.
    const props = (slot.read?.(element) ?? JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? "{}")) as never;
    element.replaceChildren();
    mounted.push({ element, node: slot.render(props), key: `${version}:${i}` });
  });
  return mounted;
}

type Tag = "div" | "ul" | "section";

/** The island's element: the server's markup, kept on hydration, replaced when a data request brings new markup. */
export function StaticIsland({
  island,
  slots,
  as: As = "div",
  className,
}: {
  island: Island;
  slots: readonly AnyIslandSlot[];
  as?: Tag;
  className?: string;
}) {
  const serverHtml = useContext(IslandHtmlContext)?.get(island.id);
  const ref = useRef<HTMLElement>(null);
  const shown = useRef<string | undefined>(undefined);
  const [mounted, setMounted] = useState<Mounted[]>([]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || shown.current === island.version) return;
    // Hydrated from the document (no markup in the data): the server's DOM is this version already.
    if (island.html !== undefined) element.innerHTML = island.html;
    shown.current = island.version;
    setMounted(mountSlots(element, slots, island.version));
  }, [island, slots]);

  return (
    <>
      <As
        className={className}
        ref={ref as never}
        // The server writes the markup (our own render of our own data); the browser keeps it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React-escaped markup from renderToStaticMarkup
        dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
        suppressHydrationWarning
      />
      {mounted.map((slot) => createPortal(slot.node, slot.element, slot.key))}
    </>
  );
}
