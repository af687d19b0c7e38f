import { Link } from "react-router";
import styles from "./TeamSeason.module.css";

/** Links to the team of every season with data, newest first; the shown one is marked. */
export function SeasonSwitcher({
  seasons,
  current,
  label = "Saison wählen",
}: {
  seasons: readonly string[];
  current?: string;
  label?: string;
}) {
  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul>
        {seasons.map((season) => (
          <li key={season}>
            <Link
              to={`/team/${season}`}
              prefetch="intent"
              className={styles.season}
              aria-current={season === current ? "page" : undefined}
            >
              {season}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
