import { Fragment, type ReactNode } from "react";
import { ContentImage } from "~/components/ContentImage";
import { Link } from "~/components/LocalizedLink";
import type { Car } from "~/content/schema";
import { format } from "~/i18n/format";
import { useMessages } from "~/i18n/useMessages";
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
  const texts = useMessages("garage").garage;
  const sections: { id: string; title: string; body: ReactNode }[] = [];
  if (car.events?.length) {
    sections.push({
      id: "events",
      title: texts.events,
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
      title: texts.details,
      body: (
        <table className={styles.details} aria-labelledby={`${car.name}-details`}>
          <thead>
            <tr>
              <th scope="col">{texts.feature}</th>
              <th scope="col">{texts.value}</th>
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
      title: texts.advancements,
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
      <p className={styles.season}>{format(texts.season, { season: car.season })}</p>
      <div className={styles.layout}>
        <ContentImage image={car.image} place="carDetail" priority className={styles.image} />
        <div className={styles.facts}>
          {sections.length === 0 ? (
            <p className={styles.note}>{texts.noData}</p>
          ) : (
            facts.map(renderSection)
          )}
        </div>
      </div>
      {rest.map(renderSection)}

      <hr className={styles.rule} />
      <nav className={styles.nav} aria-label={texts.more}>
        <ul>
          {newer && (
            <li>
              <Link to={`/garage/${newer.name}`} rel="prev">
                <span aria-hidden="true">← </span>
                {format(texts.newer, { car: newer.name })}
                <span className={styles.navSeason}>
                  {format(texts.navSeason, { season: newer.season })}
                </span>
              </Link>
            </li>
          )}
          <li className={styles.back}>
            <Link to="/garage">{texts.all}</Link>
          </li>
          {older && (
            <li className={styles.older}>
              <Link to={`/garage/${older.name}`} rel="next">
                {format(texts.older, { car: older.name })}
                <span className={styles.navSeason}>
                  {format(texts.navSeason, { season: older.season })}
                </span>
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
