import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

let hydrating = false;

function hydrate() {
  if (hydrating) return;
  hydrating = true;
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
requestAnimationFrame(() => setTimeout(hydrate, 0));
// Background tabs get no animation frames.
setTimeout(hydrate, 250);
