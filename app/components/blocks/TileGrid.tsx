import { Link } from "~/components/LocalizedLink";
import { ContentImage } from "~/components/ContentImage";
import type { Image } from "~/content/schema";
import styles from "./TileGrid.module.css";

export interface Tile {
  to: string;
  image: Image;
  title: string;
  /** The title's language, when it is not the page's. */
  titleLang?: string | undefined;
  /** A short line beside the title, e.g. the season. */
  detail?: string;
}

interface TileGridProps {
  tiles: Tile[];
  /** Cars: 16:9 tiles, two columns below 576 px; seasons: 3:2 tiles, one column. Three from 768 px. */
  place: "carTile" | "seasonTile";
  /** Make each title a heading of this level, for pages where the tiles are the main list. */
  headingLevel?: 2 | 3;
  testId?: string;
}

/** A grid of image tiles; each tile (image and text) is one link. */
export function TileGrid({ tiles, place, headingLevel, testId }: TileGridProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "span";
  return (
    <ul className={styles.grid} data-place={place} data-testid={testId}>
      {tiles.map((tile) => (
        <li key={tile.to}>
          <Link to={tile.to} className={styles.tile}>
            <ContentImage image={tile.image} place={place} alt="" className={styles.image} />
            <span className={styles.body}>
              <Title className={styles.title} lang={tile.titleLang}>
                {tile.title}
              </Title>
              {tile.detail && <span className={styles.detail}>{tile.detail}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
