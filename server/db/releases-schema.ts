import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns";

/**
 * Publishing the site across instances (server/releases/publishing-state.ts,
 * docs/decisions/0168-publishing-across-instances.md): one row, `site`. No personal data but the
 * publishing member's name, which the release's manifest holds as well.
 */
export const sitePublishing = pgTable("site_publishing", {
  site: text("site").primaryKey(),
  /** The lock: the server process that publishes now, until when, for whom and since when. */
  holder: text("holder"),
  lockedUntil: at("locked_until"),
  lockedBy: text("locked_by"),
  lockedAt: at("locked_at"),
  /** The last publish run: running, done or failed; its progress and its outcome. */
  runState: text("run_state").$type<"running" | "done" | "failed">(),
  runBy: text("run_by"),
  runStartedAt: at("run_started_at"),
  runFinishedAt: at("run_finished_at"),
  pagesDone: integer("pages_done").notNull().default(0),
  pagesTotal: integer("pages_total"),
  failure: text("failure"),
  /** The release the run made. */
  runRelease: text("run_release"),
  /** The announcement: the release the site was switched to last, and when. */
  currentRelease: text("current_release"),
  switchedAt: at("switched_at"),
});

export type SitePublishingRow = typeof sitePublishing.$inferSelect;
