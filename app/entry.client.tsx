import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server HTML is complete and styled: let the browser paint it before hydration takes the main
// thread (on a fast connection the scripts arrive before the first paint and would delay it).
// Background tabs get no animation frames and have nothing to paint: hydrate them at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
