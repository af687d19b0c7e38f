import { Link, useLocation } from "react-router";
import { LANGUAGE_TAGS, LOCALES, counterpartPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/useLocale";
import type { UiMessages } from "~/i18n/messages/ui.de";
import styles from "./Toolbar.module.css";

/**
 * The same page in the other language: an ordinary link (it works before the script runs and
 * without it), labelled in the language it leads to. The browser's language never redirects.
 */
export function LanguageSwitch({ texts }: { texts: UiMessages["languageSwitch"] }) {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const target = LOCALES.find((l) => l !== locale) ?? locale;
  const lang = LANGUAGE_TAGS[target].lang;
  return (
    <Link
      to={`${counterpartPath(pathname, target)}${search}`}
      reloadDocument
      lang={lang}
      hrefLang={lang}
      aria-label={texts.description}
      className={styles.languageSwitch}
      data-testid="language-switch"
    >
      <GlobeIcon />
      {texts.label}
    </Link>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
