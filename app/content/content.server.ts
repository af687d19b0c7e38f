import { AsyncLocalStorage } from "node:async_hooks";
import type { Locale } from "~/i18n/locale";
import type { ContentByLocale } from "./load-content";
import type { Content } from "./parse";

/**
 * The content pages are rendered from, read at run time: the server activates the content of
 * the release it serves (server/releases/), a release being rendered runs with its own content,
 * and the development server activates content/ as it changes (vite-plugin.ts). The holder lives
 * on `globalThis` because the server and React Router's server build are separate module graphs.
 */
export interface SiteContent {
  byLocale: ContentByLocale;
  /** The address of the style sheet with the tint and focal-point rules of the images in use. */
  imageStylesheet: string;
}

interface Holder {
  active: SiteContent | undefined;
  rendering: AsyncLocalStorage<SiteContent>;
}

const holder = ((globalThis as Record<symbol, unknown>)[Symbol.for("egn.site-content")] ??= {
  active: undefined,
  rendering: new AsyncLocalStorage<SiteContent>(),
}) as Holder;

/** Makes `content` what every page is rendered from from now on. */
export function activateContent(content: SiteContent): void {
  holder.active = content;
}

/** Runs `work` (and everything it awaits) with `content` instead of the active content. */
export function renderWithContent<T>(content: SiteContent, work: () => T): T {
  return holder.rendering.run(content, work);
}

export function currentContent(): SiteContent {
  const content = holder.rendering.getStore() ?? holder.active;
  if (!content) throw new Error("No content is active: the server has no release loaded yet.");
  return content;
}

/** The content in one language, as the pages of that language show it. */
export function contentFor(locale: Locale): Content {
  return currentContent().byLocale[locale];
}
