import { ContentImage } from "~/components/ContentImage";
import { NavLink } from "~/components/LocalizedLink";
import { format } from "~/i18n/format";
import type { UiMessages } from "~/i18n/messages/ui.de";
import { LanguageSwitch } from "./LanguageSwitch";
import { SIDENAV_ID } from "./sidenav-ids";
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

/** Invoker Commands' attributes, which React passes on as written. */
const SHOW_MODAL = { commandfor: SIDENAV_ID, command: "show-modal" };

/**
 * The menu control, the platform alone (docs/decisions/0122-menu-without-javascript.md); the
 * stylesheet shows one of three. Below 1200 px a button opens the navigation as a modal dialog
 * (Invoker Commands; a browser without them runs `popovertarget` instead and shows it as a
 * popover), from 1200 px a button toggles it as a popover beside the content, and a browser
 * without popovers gets a link whose `:target` the stylesheet shows.
 */
function MenuControls({ label }: { label: string }) {
  return (
    <>
      <a
        href={`#${SIDENAV_ID}`}
        className={`${styles.menuButton} ${styles.menuLink}`}
        aria-label={label}
      >
        <MenuIcon />
      </a>
      <button
        type="button"
        className={`${styles.menuButton} ${styles.menuDrawer}`}
        aria-label={label}
        popoverTarget={SIDENAV_ID}
        {...SHOW_MODAL}
      >
        <MenuIcon />
      </button>
      <button
        type="button"
        className={`${styles.menuButton} ${styles.menuSide}`}
        aria-label={label}
        popoverTarget={SIDENAV_ID}
      >
        <MenuIcon />
      </button>
    </>
  );
}

export function Toolbar({ shell }: { shell: RootData }) {
  const logo = shell.logos.toolbar;
  const texts = shell.messages.toolbar;
  const specLanguage = useSpecLanguage();
  return (
    <header className={styles.toolbar}>
      <MenuControls label={texts.menu} />
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
