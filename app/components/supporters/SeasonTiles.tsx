import { Link } from "react-router";
import { ContentImage } from "~/components/ContentImage";
import type { Image } from "~/content/schema";
import styles from "./SeasonTiles.module.css";

export interface SeasonTile {
  season: string;
  image: Image;
}

/** One tile per season with supporter data; tile, image and label are one link. */
export function SeasonTiles({ tiles }: { tiles: SeasonTile[] }) {
  return (
    <ul className={styles.grid} data-testid="season-tiles">
      {tiles.map((tile) => (
        <li key={tile.season}>
          <Link to={`/supporters/${tile.season}`} prefetch="intent" className={styles.tile}>
            <ContentImage image={{ ...tile.image, alt: "" }} className={styles.image} />
            <span className={styles.label}>Season {tile.season}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
