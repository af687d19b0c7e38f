import { ContentImage } from "~/components/ContentImage";
import { NavLink } from "~/components/LocalizedLink";
import { format } from "~/i18n/format";
import type { UiMessages } from "~/i18n/messages/ui.de";
import { LanguageSwitch } from "./LanguageSwitch";
import { MENU_BUTTON, SIDENAV_ID } from "./sidenav-ids";
import type { RootData } from "./useShell";
import styles from "./Toolbar.module.css";
import { useSpecLanguage } from "~/i18n/useSpecLanguage";

/** From which screen width a button shows (spec: "some buttons are hidden on mobile"). */
type ShownFrom = "phone" | "tablet" | "desktop";

type ButtonName = Exclude<keyof UiMessages["toolbar"], "menu" | "quickAccess" | "homeLogo">;

/** `english`: the spec's English label, also on German pages. */
const BUTTONS: { name: ButtonName; to: string; from: ShownFrom; english?: true }[] = [
  { name: "formulaStudent", to: "/formulastudent", from: "tablet" },
  { name: "team", to: "/team", from: "phone" },
  { name: "garage", to: "/garage", from: "tablet" },
  { name: "supporters", to: "/supporters", from: "tablet", english: true },
  // Below 1200 px the footer's "Subscribe to our Newsletter" and the side navigation lead there.
  { name: "news", to: "/news", from: "desktop" },
  { name: "aboutUs", to: "/aboutus", from: "tablet", english: true },
];

const SHOWN_FROM: Record<ShownFrom, string | undefined> = {
  phone: undefined,
  tablet: styles.fromTablet,
  desktop: styles.fromDesktop,
};

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function Toolbar({ shell }: { shell: RootData }) {
  const logo = shell.logos.toolbar;
  const texts = shell.messages.toolbar;
  const specLanguage = useSpecLanguage();
  // A link to the navigation, which the stylesheet shows as its target without JavaScript; the
  // menu script (app/enhance/menu.ts) makes it a toggle button.
  return (
    <header className={styles.toolbar}>
      <a
        href={`#${SIDENAV_ID}`}
        className={styles.menuButton}
        aria-label={texts.menu}
        {...{ [MENU_BUTTON]: "" }}
      >
        <MenuIcon />
      </a>
      <NavLink to="/home" className={styles.logo}>
        <ContentImage
          image={logo}
          place="toolbarLogo"
          alt={format(texts.homeLogo, { productName: shell.productName })}
          loading="eager"
        />
      </NavLink>
      <nav aria-label={texts.quickAccess} className={styles.buttons}>
        {BUTTONS.map((b) => (
          <NavLink
            key={b.to}
            to={b.to}
            lang={b.english && specLanguage}
            className={({ isActive }) =>
              [styles.button, SHOWN_FROM[b.from], isActive ? styles.active : ""].join(" ")
            }
          >
            {texts[b.name]}
          </NavLink>
        ))}
      </nav>
      <LanguageSwitch texts={shell.switchTo} />
    </header>
  );
}
