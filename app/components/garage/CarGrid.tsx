import { Link } from "react-router";
import { ContentImage } from "~/components/ContentImage";
import type { Image } from "~/content/schema";
import styles from "./CarGrid.module.css";

export interface CarSummary {
  name: string;
  season: string;
  image: Image;
}

/** All cars, newest first; each card is one link to the car's page. */
export function CarGrid({ cars }: { cars: CarSummary[] }) {
  return (
    <ul className={styles.grid} data-testid="car-grid">
      {cars.map((car) => (
        <li key={car.name}>
          <Link to={`/garage/${car.name}`} prefetch="intent" className={styles.card}>
            <ContentImage image={{ ...car.image, alt: "" }} className={styles.image} />
            <div className={styles.body}>
              <h3 className={styles.name}>{car.name}</h3>
              <span className={styles.season}>Saison {car.season}</span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
