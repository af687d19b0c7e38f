import { AppLink } from "~/components/AppLink";
import styles from "./LinkRows.module.css";

export interface LinkRow {
  title: string;
  text: string;
  to: string;
}

/** Full-width rows, each one link with a title and a short text. */
export function LinkRows({ rows }: { rows: LinkRow[] }) {
  return (
    <ul className={styles.rows}>
      {rows.map((row) => (
        <li key={row.to}>
          <AppLink to={row.to} className={styles.row}>
            <div className={styles.text}>
              <h2 className={styles.title}>{row.title}</h2>
              <p className={styles.description}>{row.text}</p>
            </div>
            <svg
              className={styles.arrow}
              viewBox="0 0 24 24"
              width="28"
              height="28"
              aria-hidden="true"
            >
              <path
                d="M5 12h13M13 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
