import type { AppLoadContext } from "react-router";
import type { FormReplay } from "../../app/forms/replay";
import type { PageLog } from "../log";
import type { TeamContext } from "../team/context";

/**
 * What the server hands React Router's loaders and actions for one request (its
 * `getLoadContext`), typed here for every route (ADR 0182).
 */
declare module "react-router" {
  interface AppLoadContext {
    /** The request's logger; app/entry.server.tsx logs a page's errors with it. */
    log?: PageLog;
    /** The team area's server side, on its pages only (server/team/http.ts). */
    team?: TeamContext;
    /** A refused plain post of a public form, rendered back on its page. */
    formReplay?: FormReplay;
  }
}

/** React Router's request handler, called with the context above. */
export type FetchHandler = (request: Request, context?: AppLoadContext) => Promise<Response>;
