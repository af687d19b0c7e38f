/**
 * The preview of a form's unsaved changes (ADR 0174): the action checks the form as a save does,
 * keeps the texts the save would write here (the database, so that any instance can show
 * them), and sends the member to the preview page, which renders the affected public pages with
 * them laid over the content in memory (preview.ts). Nothing reaches the content's folder.
 */
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentPreviews } from "../db/schema";
import type { ContentChanges } from "./preview";
import { PREVIEW_KEPT_MS } from "./preview-images";
import { isUuid } from "../db/uuid";

export interface StoredPreview {
  id: string;
  files: ContentChanges;
  paths: string[];
  back: string;
}

/** Keeps the changes for the member's preview; returns its id. Older previews are removed. */
export async function keepPreview(
  db: Db,
  memberId: string,
  preview: Omit<StoredPreview, "id">,
): Promise<string> {
  await db
    .delete(contentPreviews)
    .where(lt(contentPreviews.createdAt, new Date(Date.now() - PREVIEW_KEPT_MS)));
  const [row] = await db
    .insert(contentPreviews)
    .values({ memberId, ...preview })
    .returning({ id: contentPreviews.id });
  return row!.id;
}

/** The member's own preview, while it is kept; undefined for anyone else's or an unknown id. */
export async function findPreview(
  db: Db,
  memberId: string,
  id: string,
): Promise<StoredPreview | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(contentPreviews)
    .where(and(eq(contentPreviews.id, id), eq(contentPreviews.memberId, memberId)));
  if (!row || row.createdAt.getTime() < Date.now() - PREVIEW_KEPT_MS) return undefined;
  return { id: row.id, files: row.files, paths: row.paths, back: row.back };
}

/** A German path of a public page, as the preview takes it from its address. */
const PAGE_PATH = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const isPreviewablePath = (path: string) =>
  PAGE_PATH.test(path) && !/^\/(?:intern|en)(?:\/|$)/.test(path);

/** What the preview page and its frame show, as their address names it. */
export interface PreviewView {
  /** The unsaved changes' id (`entwurf`); undefined for the saved content. */
  id?: string;
  changes: ContentChanges;
  paths: string[];
  /** The page shown (German path) and its language. */
  shown: string;
  locale: "de" | "en";
  back: string;
}

/**
 * Reads the preview's address: `entwurf` (the member's unsaved changes, with their pages) or
 * `seite` (each a page of the saved content), `zeige` (which of the pages), `sprache=en`,
 * `zurueck` (the editor, for the saved content). "gone" for changes no longer kept (or
 * someone else's), "bad" for an address that names no page.
 */
export async function previewViewOf(
  db: Db,
  memberId: string,
  url: URL,
  safeBack: (value: string | null) => string,
): Promise<PreviewView | "gone" | "bad"> {
  const query = url.searchParams;
  const id = query.get("entwurf");
  const stored = id === null ? undefined : await findPreview(db, memberId, id);
  if (id !== null && !stored) return "gone";
  // Without a page named, the saved content's home page.
  const named = query.getAll("seite");
  const paths = stored?.paths ?? (named.length > 0 ? named : ["/home"]);
  if (paths.length === 0 || !paths.every(isPreviewablePath)) return "bad";
  const wanted = query.get("zeige");
  return {
    ...(stored && { id: stored.id }),
    changes: stored?.files ?? {},
    paths,
    shown: wanted && paths.includes(wanted) ? wanted : paths[0]!,
    locale: query.get("sprache") === "en" ? "en" : "de",
    back: stored?.back ?? safeBack(query.get("zurueck")),
  };
}

/** The address of the preview page (or, with `frame`, of the page in its frame). */
export function previewHref(
  view: Pick<PreviewView, "id" | "paths" | "shown" | "locale" | "back">,
  frame = false,
): string {
  const query = new URLSearchParams();
  if (view.id) query.set("entwurf", view.id);
  else {
    for (const path of view.paths) query.append("seite", path);
    query.set("zurueck", view.back);
  }
  query.set("zeige", view.shown);
  if (view.locale === "en") query.set("sprache", "en");
  return `/intern/inhalte/vorschau${frame ? "/seite" : ""}?${query.toString()}`;
}
