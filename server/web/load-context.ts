import type { AppLoadContext } from "react-router";
import type { NewsletterOutcome } from "../../app/forms/newsletter-outcome";
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
    /** The use cases of the newsletter's confirm and unsubscribe pages, for their actions. */
    newsletterPage?: NewsletterPageContext;
  }
}

/**
 * What the confirm and unsubscribe pages' route action gets from the server
 * (server/api/newsletter-pages.ts): the use cases of server/newsletter/subscription-links.ts.
 */
export interface NewsletterPageContext {
  confirm(token: string | undefined): Promise<NewsletterOutcome>;
  unsubscribe(token: string | undefined): Promise<NewsletterOutcome>;
  /** The unsubscribe page opened without its token: the link by e-mail (the posted fields). */
  sendUnsubscribeLink(fields: Record<string, unknown>): Promise<NewsletterOutcome>;
  /** Set when the server's rate limit refused the post already: the page shows only that. */
  refused?: "rate";
}

/** React Router's request handler, called with the context above. */
export type FetchHandler = (request: Request, context?: AppLoadContext) => Promise<Response>;
