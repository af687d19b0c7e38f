import { Link } from "~/components/LocalizedLink";
import { useMessages } from "~/i18n/useMessages";
import styles from "./TeamSeason.module.css";

/** Links to the team of every season with data, newest first; the shown one is marked. */
export function SeasonSwitcher({
  seasons,
  current,
  label,
}: {
  seasons: readonly string[];
  current?: string;
  label?: string;
}) {
  const chooseSeason = useMessages("teamSeason").teamSeason.chooseSeason;
  return (
    <nav className={styles.switcher} aria-label={label ?? chooseSeason}>
      <ul>
        {seasons.map((season) => (
          <li key={season}>
            <Link
              to={`/team/${season}`}

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
