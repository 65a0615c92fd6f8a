import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Header menus are <details> so they open before JS loads. Once hydrated, this makes them behave
 * like menus: close on a click outside, on Escape (focus back on the toggle), when focus leaves,
 * and after navigating.
 */
export function useDetailsMenu(ref: RefObject<HTMLDetailsElement | null>): void {
  const { key } = useLocation();
  const shownKey = useRef(key);

  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (ref.current) ref.current.open = false;
  }, [key, ref]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (focusToggle: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (focusToggle) details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !details.contains(next)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, [ref]);
}
