import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { leaveTypingToTheBrowserUntilHydrated } from "./lib/typing-while-hydrating";

leaveTypingToTheBrowserUntilHydrated();

/**
 * As React Router's default entry, but hydration starts in the task after the one that evaluates
 * React DOM, so the two are not one long task (docs/decisions/0032-hydration-in-small-tasks.md).
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
