import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { teamMembers } from "./team-schema";

/**
 * A form's unsaved changes kept for its preview (server/content/previews.ts, ADR 0174): the
 * texts the save would write, and the public pages they show on. Only the member who sent the
 * form sees it; rows older than a few hours are removed when the next preview is kept.
 */
export const contentPreviews = pgTable(
  "content_previews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    /** New texts by path below content/ (null: the file is gone). */
    files: jsonb("files").$type<Record<string, string | null>>().notNull(),
    /** The German paths of the pages the change shows on, the first one opened first. */
    paths: jsonb("paths").$type<string[]>().notNull(),
    /** The editor the form came from. */
    back: text("back").notNull(),
  },
  (table) => [index("content_previews_created_at").on(table.createdAt)],
);
