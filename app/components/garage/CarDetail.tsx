import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { ContentImage } from "~/components/ContentImage";
import type { Car } from "~/content/schema";
import styles from "./CarDetail.module.css";

export interface CarNeighbour {
  name: string;
  season: string;
}

interface CarDetailProps {
  car: Car;
  /** The next newer car, if any (cars are listed newest first). */
  newer?: CarNeighbour;
  /** The next older car, if any. */
  older?: CarNeighbour;
}

/** One car: image and season, then only those sections the car has data for, separated by rules. */
export function CarDetail({ car, newer, older }: CarDetailProps) {
  const sections: { id: string; title: string; body: ReactNode }[] = [];
  if (car.events?.length) {
    sections.push({
      id: "events",
      title: "Besuchte Events",
      body: (
        <ul className={styles.events}>
          {car.events.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ul>
      ),
    });
  }
  if (car.details?.length) {
    sections.push({
      id: "details",
      title: "Technische Daten",
      body: (
        <table className={styles.details} aria-labelledby={`${car.name}-details`}>
          <thead>
            <tr>
              <th scope="col">Merkmal</th>
              <th scope="col">Wert</th>
            </tr>
          </thead>
          <tbody>
            {car.details.map((detail) => (
              <tr key={detail.title}>
                <th scope="row">{detail.title}</th>
                <td>{detail.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    });
  }
  if (car.advancements?.length) {
    sections.push({
      id: "advancements",
      title: "Wichtigste Weiterentwicklungen",
      body: (
        <ul className={styles.advancements}>
          {car.advancements.map((advancement) => (
            <li key={advancement}>{advancement}</li>
          ))}
        </ul>
      ),
    });
  }

  const renderSection = (section: (typeof sections)[number]) => (
    <Fragment key={section.id}>
      <hr className={styles.rule} />
      <section aria-labelledby={`${car.name}-${section.id}`} data-section={section.id}>
        <h2 id={`${car.name}-${section.id}`}>{section.title}</h2>
        {section.body}
      </section>
    </Fragment>
  );
  const facts = sections.filter((section) => section.id !== "advancements");
  const rest = sections.filter((section) => section.id === "advancements");

  return (
    <div className={styles.detail}>
      <p className={styles.season}>Saison {car.season}</p>
      <div className={styles.layout}>
        <ContentImage image={car.image} place="carDetail" priority className={styles.image} />
        <div className={styles.facts}>
          {sections.length === 0 ? (
            <p className={styles.note}>
              Zu diesem Fahrzeug haben wir hier noch keine Renneinsätze und technischen Daten
              zusammengestellt.
            </p>
          ) : (
            facts.map(renderSection)
          )}
        </div>
      </div>
      {rest.map(renderSection)}

      <hr className={styles.rule} />
      <nav className={styles.nav} aria-label="Weitere Fahrzeuge">
        <ul>
          {newer && (
            <li>
              <Link to={`/garage/${newer.name}`} prefetch="intent" rel="prev">
                <span aria-hidden="true">← </span>
                Neueres Fahrzeug: {newer.name}
                <span className={styles.navSeason}> (Saison {newer.season})</span>
              </Link>
            </li>
          )}
          <li className={styles.back}>
            <Link to="/garage" prefetch="intent">
              Alle Fahrzeuge in der Garage
            </Link>
          </li>
          {older && (
            <li className={styles.older}>
              <Link to={`/garage/${older.name}`} prefetch="intent" rel="next">
                Älteres Fahrzeug: {older.name}
                <span className={styles.navSeason}> (Saison {older.season})</span>
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
