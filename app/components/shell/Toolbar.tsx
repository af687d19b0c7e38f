import type { RefObject } from "react";
import { NavLink } from "react-router";
import type { ShellData } from "~/content/shell.server";
import styles from "./Toolbar.module.css";

const BUTTONS = [
  { label: "Formula Student", to: "/formulastudent", mobile: false },
  { label: "Team", to: "/team", mobile: true },
  { label: "Garage", to: "/garage", mobile: false },
  { label: "Supporters", to: "/supporters", mobile: false },
  { label: "News", to: "/news", mobile: false },
  { label: "About Us", to: "/aboutus", mobile: false },
];

interface ToolbarProps {
  shell: ShellData;
  navOpen: boolean;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleNav: () => void;
}

export function Toolbar({ shell, navOpen, menuButtonRef, onToggleNav }: ToolbarProps) {
  const logo = shell.logos.toolbar;
  return (
    <header className={styles.toolbar}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-label="Menü"
        aria-expanded={navOpen}
        aria-controls="seitennavigation"
        onClick={onToggleNav}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <NavLink to="/home" className={styles.logo}>
        <img src={logo.src} alt={`${shell.productName} – zur Startseite`} width={160} height={40} />
      </NavLink>
      <nav aria-label="Schnellzugriff" className={styles.buttons}>
        {BUTTONS.map((b) => (
          <NavLink
            key={b.to}
            to={b.to}
            prefetch="intent"
            className={({ isActive }) =>
              [
                styles.button,
                b.mobile ? "" : styles.hideOnMobile,
                isActive ? styles.active : "",
              ].join(" ")
            }
          >
            {b.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
