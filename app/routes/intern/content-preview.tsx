import { data, Link } from "react-router";
import type { Route } from "./+types/content-preview";
import { localizedPath } from "~/i18n/locale";
import { format } from "~/i18n/format";
import { contentPreviewTexts } from "~/i18n/content-fields";
import { useAreaLocale } from "~/intern/useArea";
import { area } from "~/intern/components/area-style";
import { areaMeta } from "~/intern/meta";
import { requirePage, safeReturnPath } from "../../../server/team/guard";
import { previewHref, previewViewOf } from "../../../server/content/previews";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (_, locale) => contentPreviewTexts(locale).title);

const LANGUAGES = [
  { locale: "de", name: "Deutsch" },
  { locale: "en", name: "English" },
] as const;

/**
 * A form's unsaved changes (or the saved content) as the public pages they show on: a page at a
 * time in its frame, in German or English, with links to the others.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member, locale } = requirePage("contentPreview", context, request);
  const texts = contentPreviewTexts(locale);
  const view = await previewViewOf(team.db, member.id, new URL(request.url), safeReturnPath);
  if (view === "gone") throw data(texts.gone, { status: 404 });
  if (view === "bad") throw data(texts.badPath, { status: 400 });
  const { changes: _changes, ...shown } = view;
  return {
    ...shown,
    frame: previewHref(view, true),
    languages: LANGUAGES.map((language) => ({
      ...language,
      href: previewHref({ ...view, locale: language.locale }),
    })),
    pages: view.paths.map((path) => ({
      path: localizedPath(path, view.locale),
      href: previewHref({ ...view, shown: path }),
      current: path === view.shown,
    })),
  };
}

export default function ContentPreview({ loaderData: view }: Route.ComponentProps) {
  const shownPath = localizedPath(view.shown, view.locale);
  const texts = contentPreviewTexts(useAreaLocale());
  return (
    <>
      <p>
        <Link to={view.back}>{texts.back}</Link>
      </p>
      <h1>
        {texts.title}: {shownPath}
      </h1>
      <p>
        <strong>{view.id ? texts.unsaved : texts.saved}.</strong> {texts.intro}
      </p>
      <nav aria-label={texts.language}>
        <ul className={area.inlineList}>
          {view.languages.map((language) => (
            <li key={language.locale}>
              <Link
                to={language.href}
                lang={language.locale}
                aria-current={language.locale === view.locale ? "page" : undefined}
              >
                {language.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view.pages.length > 1 && (
        <nav aria-label={texts.pages}>
          <h2>{texts.pages}</h2>
          <ul className={area.inlineList}>
            {view.pages.map((page) => (
              <li key={page.path}>
                <Link to={page.href} aria-current={page.current ? "page" : undefined}>
                  {page.path}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <iframe
        key={view.frame}
        title={format(texts.frameTitle, { path: shownPath })}
        src={view.frame}
        sandbox="allow-same-origin"
        className={area.pagePreview}
      />
    </>
  );
}
