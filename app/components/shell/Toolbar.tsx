import type { RefObject } from "react";
import { NavLink } from "react-router";
import { ContentImage } from "~/components/ContentImage";
import type { ShellData } from "~/content/shell.server";
import { useHydrated } from "~/lib/useHydrated";
import { SIDENAV_ID } from "./SideNav";
import styles from "./Toolbar.module.css";

/** From which screen width a button shows (spec: "some buttons are hidden on mobile"). */
type ShownFrom = "phone" | "tablet" | "desktop";

const BUTTONS: { label: string; to: string; from: ShownFrom }[] = [
  { label: "Formula Student", to: "/formulastudent", from: "tablet" },
  { label: "Team", to: "/team", from: "phone" },
  { label: "Garage", to: "/garage", from: "tablet" },
  { label: "Supporters", to: "/supporters", from: "tablet" },
  // Below 1200 px the footer's "Subscribe to our Newsletter" and the side navigation lead there.
  { label: "News", to: "/news", from: "desktop" },
  { label: "About Us", to: "/aboutus", from: "tablet" },
];

const SHOWN_FROM: Record<ShownFrom, string | undefined> = {
  phone: undefined,
  tablet: styles.fromTablet,
  desktop: styles.fromDesktop,
};

interface ToolbarProps {
  shell: ShellData;
  navOpen: boolean;
  menuButtonRef: RefObject<HTMLAnchorElement | null>;
  onToggleNav: () => void;
}

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function Toolbar({ shell, navOpen, menuButtonRef, onToggleNav }: ToolbarProps) {
  const logo = shell.logos.toolbar;
  // A link to the navigation, which the stylesheet shows as its target without JavaScript (a click
  // before the script runs opens it then); with the script the same element is a toggle button.
  const hydrated = useHydrated();
  return (
    <header className={styles.toolbar}>
      <a
        ref={menuButtonRef}
        href={`#${SIDENAV_ID}`}
        className={styles.menuButton}
        aria-label="Menü"
        {...(hydrated && {
          role: "button",
          "aria-expanded": navOpen,
          "aria-controls": SIDENAV_ID,
        })}
        onClick={(event) => {
          event.preventDefault();
          onToggleNav();
        }}
        onKeyDown={(event) => {
          if (event.key !== " ") return;
          event.preventDefault();
          onToggleNav();
        }}
      >
        <MenuIcon />
      </a>
      <NavLink to="/home" className={styles.logo}>
        <ContentImage
          image={logo}
          place="toolbarLogo"
          alt={`${shell.productName} – zur Startseite`}
          loading="eager"
        />
      </NavLink>
      <nav aria-label="Schnellzugriff" className={styles.buttons}>
        {BUTTONS.map((b) => (
          <NavLink
            key={b.to}
            to={b.to}
            prefetch="intent"
            className={({ isActive }) =>
              [styles.button, SHOWN_FROM[b.from], isActive ? styles.active : ""].join(" ")
            }
          >
            {b.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
