import type { Db } from "../db/client";
import type { SitePublisher } from "../releases/publishing";
import type { ContentWorkspace } from "../content/saving";
import type { RateDecision } from "../security/rate-limit";
import type { RelyingParty } from "./passkeys";
import type { CurrentSession } from "./sessions";

/**
 * What the team area's loaders and actions get from the server for one request (as React
 * Router's `context.team`): the database, the signed-in member, and the request's cookies.
 */
export interface TeamContext {
  db: Db;
  siteOrigin: string;
  rp: RelyingParty;
  current: CurrentSession | undefined;
  /** Browser and system of the request, for a new session's or passkey's label. */
  device: string;
  /** Whether e-mails go out (SMTP_URL is set) or wait in the outbox. */
  mailConfigured: boolean;
  /** DATA_DIR (the key that signs machine-made receipts is kept there). */
  dataDir: string;
  cookie(name: TeamCookie): string | undefined;
  /**
   * The `Set-Cookie` value that sets a cookie of the area (`null` clears it), for the headers of
   * what the action returns.
   */
  cookieHeader(name: TeamCookie, value: string | null): string;
  /** Counts one sign-in attempt of this client (and of `email`); limited when over the limit. */
  takeSignInAttempt(email?: string): Promise<RateDecision>;
  /** Wakes the e-mail sender after something was queued in the outbox. */
  nudgeOutbox(): void;
  /** Publishing the site (none in development, where Vite renders every page). */
  site: SitePublisher | undefined;
  /** The content files and their git history, which the editor changes. */
  content: ContentWorkspace;
}

export type TeamCookie = "session" | "challenge";
