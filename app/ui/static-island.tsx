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
 * 4. After hydration, and after each new markup, the slots of each item of the island (its element's
 *    children, e.g. a card's `<li>`) get their live components through portals, replacing their fallbacks,
 *    when the item comes within a screen of the viewport, or at once when it is pointed at, touched or
 *    focused; each batch is its own small commit. Mounting every slot of a long list in the hydration
 *    commit was one long task on a phone (Lighthouse's blocking time). A slot's `prepare` runs for every
 *    slot at once (e.g. the heart registers its designer, so one /api/viewer request covers the page).
 */
import {
  createContext,
  type ReactElement,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal, flushSync } from "react-dom";

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
  prepare?(slot: Element): void;
}

/** Any slot, as a page's list of them (their props are only known to each slot). */
export interface AnyIslandSlot {
  name: string;
  render(props: never): ReactNode;
  read?(slot: Element): object;
  prepare?(slot: Element): void;
}

/**
 * A live component an island's markup can name; register it with the page's `<StaticIsland slots>`. Its props
 * travel as JSON in the markup, unless `read` finds them in the fallback (or around it) before it is replaced:
 * cheaper when a page has dozens of slots whose fallback already holds what they need. `prepare` runs for
 * every slot right after hydration, before the slot is mounted (which waits until its item nears the screen).
 */
export function islandSlot<P extends object>(
  name: string,
  render: (props: P) => ReactNode,
  read?: (slot: Element) => P,
  prepare?: (slot: Element) => void,
): IslandSlotType<P> {
  return { name, render, read, prepare };
}

const SLOT_ATTRIBUTE = "data-slot";
const PROPS_ATTRIBUTE = "data-slot-props";

/**
 * One interactive part of a static component. Live (in a hydrated tree): `slot.render(props)`. In an island's
 * markup: the fallback (children, which must work without JS) with the props to mount the live part later.
 * `className` styles the wrapper in both; without one it takes no box (in an island's markup by the CSS rule on
 * `[data-slot]`, so that dozens of slots don't each carry a class).
 */
export function IslandSlot<P extends object>({
  slot,
  props,
  className,
  children,
}: {
  slot: IslandSlotType<P>;
  props: P;
  className?: string;
  children?: ReactNode;
}) {
  if (!useContext(StaticRenderContext)) return <div className={className ?? "contents"}>{slot.render(props)}</div>;
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

const slotsOf = (root: Element) => root.querySelectorAll(`[${SLOT_ATTRIBUTE}]`);

function mountSlot(element: Element, slots: ReadonlyMap<string, AnyIslandSlot>, key: string): Mounted | null {
  const slot = slots.get(element.getAttribute(SLOT_ATTRIBUTE) ?? "");
  if (!slot) return null;
  // Our own server's markup: the props are what IslandSlot wrote.
  const props = (slot.read?.(element) ?? JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? "{}")) as never;
  element.replaceChildren();
  return { element, node: slot.render(props), key };
}

/** The island's item (a child of its element) that holds `node`. */
function itemOf(root: Element, node: EventTarget | null): Element | null {
  let item = node instanceof Element ? node : null;
  while (item && item.parentElement !== root) item = item.parentElement;
  return item;
}

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Mounts the slots of the island's items as they come within a screen of the viewport (or are pointed at,
 * touched or focused first), a batch per commit; returns the function that stops watching.
 */
function mountWhenNear(
  root: Element,
  slots: readonly AnyIslandSlot[],
  version: string,
  add: (batch: Mounted[]) => void,
): () => void {
  const byName = new Map(slots.map((slot) => [slot.name, slot]));
  for (const element of slotsOf(root)) byName.get(element.getAttribute(SLOT_ATTRIBUTE) ?? "")?.prepare?.(element);
  const pending = new Set([...root.children].filter((item) => item.querySelector(`[${SLOT_ATTRIBUTE}]`)));
  let count = 0;
  const mount = (items: Element[]) => {
    const batch: Mounted[] = [];
    for (const item of items) {
      if (!pending.delete(item)) continue;
      observer.unobserve(item);
      for (const element of slotsOf(item)) {
        const mounted = mountSlot(element, byName, `${version}:${count++}`);
        if (mounted) batch.push(mounted);
      }
    }
    if (batch.length > 0) add(batch);
    if (pending.size === 0) stop();
  };
  const observer = new IntersectionObserver(
    (entries) => mount(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target)),
    { rootMargin: "100% 0px" },
  );
  // Before the first tap or key reaches a fallback: its live part takes the event (and the focus).
  const now = (event: Event) => {
    const item = itemOf(root, event.target);
    if (!item || !pending.has(item)) return;
    // Focus inside a fallback moves to the live part that replaces it.
    const focusedSlot = event.type === "focusin" ? (event.target as Element).closest(`[${SLOT_ATTRIBUTE}]`) : null;
    flushSync(() => mount([item]));
    focusedSlot?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  const events = ["pointerover", "touchstart", "focusin"] as const;
  for (const type of events) root.addEventListener(type, now, { passive: true });
  for (const item of pending) observer.observe(item);
  function stop() {
    observer.disconnect();
    for (const type of events) root.removeEventListener(type, now);
  }
  return stop;
}

type Tag = "div" | "ul" | "ol" | "section";

/** The island's element: the server's markup, kept on hydration, replaced when a data request brings new markup. */
export function StaticIsland({
  island,
  slots,
  as: As = "div",
  className,
  attributes,
}: {
  island: Island;
  slots: readonly AnyIslandSlot[];
  as?: Tag;
  className?: string;
  /** Data attributes of the island's element, e.g. CLIENT_LINKS, or its accessible name. */
  attributes?: Readonly<Partial<Record<`data-${string}` | "aria-label", string>>>;
}) {
  const serverHtml = useContext(IslandHtmlContext)?.get(island.id);
  const ref = useRef<HTMLElement>(null);
  const shown = useRef<string | undefined>(undefined);
  const [mounted, setMounted] = useState<Mounted[]>([]);

  const stopWatching = useRef<() => void>(undefined);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || shown.current === island.version) return;
    stopWatching.current?.();
    // Hydrated from the document (no markup in the data): the server's DOM is this version already.
    if (island.html !== undefined) element.innerHTML = island.html;
    shown.current = island.version;
    setMounted([]);
    stopWatching.current = mountWhenNear(element, slots, island.version, (batch) =>
      setMounted((before) => [...before, ...batch]),
    );
  }, [island, slots]);

  useLayoutEffect(() => () => stopWatching.current?.(), []);

  return (
    <>
      <As
        className={className}
        {...attributes}
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

/** Renders `element`'s static markup once per key (server only: entry.server provides `memoizedMarkup`). */
export type MarkupMemo = (key: string, element: () => ReactElement) => string;
export const MarkupMemoContext = createContext<MarkupMemo | null>(null);

const noSubscription = () => () => {};

/** True while the server renders and while the browser hydrates its HTML; false for what mounts later. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * A part of the shell that is the same on every page showing the same `memoKey` (the footer, the header's menu
 * panels): the server renders it once per key into static markup (the islands' memo) instead of on every
 * request, and the browser keeps that markup on hydration without hydrating it. Mounted later in the browser
 * (another layout, an error screen) or once its key has changed, it renders live. `render` must be a pure
 * function of what `memoKey` names, with no router hooks: plain anchors marked CLIENT_LINK, no state.
 */
export function StaticPart({
  memoKey,
  render,
  as: As = "div",
  className,
}: {
  memoKey: string;
  render: () => ReactElement;
  as?: Tag;
  className?: string;
}) {
  const memo = useContext(MarkupMemoContext);
  const hydrating = useHydrating();
  const [hydratedKey] = useState(() => (hydrating ? memoKey : null));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React-escaped markup from renderToStaticMarkup
  if (memo) return <As className={className} dangerouslySetInnerHTML={{ __html: memo(memoKey, render) }} />;
  // (On a server without the memo — a test's render — it renders live too.)
  if (hydratedKey === memoKey && typeof document !== "undefined") {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: the browser keeps the server's markup
    return <As key="server" className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <As key="live" className={className}>
      {render()}
    </As>
  );
}
