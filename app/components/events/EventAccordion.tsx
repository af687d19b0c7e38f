import { ContentImage } from "~/components/ContentImage";
import type { RaceEvent } from "~/content/schema";
import { format } from "~/i18n/format";
import type { UiMessages } from "~/i18n/messages/ui.de";
import { useMessages } from "~/i18n/useMessages";
import styles from "./EventAccordion.module.css";

/** "2012, 2013, 2014, 2016" → "2012–2014, 2016": runs of three or more consecutive years are shortened. */
export function formatYears(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    const run = sorted.slice(i, j + 1);
    parts.push(run.length >= 3 ? `${run[0]}–${run[run.length - 1]}` : run.join(", "));
    i = j + 1;
  }
  return parts.join(", ");
}

function participation(years: readonly number[], texts: UiMessages["events"]): string {
  if (years.length === 0) return texts.none;
  const times = years.length === 1 ? texts.once : format(texts.times, { count: years.length });
  return `${formatYears(years)} (${times})`;
}

/**
 * The events as an exclusive accordion built on <details name>: one panel open at a time,
 * opened by click, Enter or Space, and fully working without JavaScript.
 * A link to one event (`/events#fs-austria`) names the panel's content, so the browser opens the
 * closed `<details>` around it, on arrival and on the page (it would not for the `<details>` itself).
 * Panels alternate white and blue by index.
 */
export function EventAccordion({ events }: { events: readonly RaceEvent[] }) {
  const texts = useMessages("events").events;
  return (
    <div className={styles.accordion}>
      {events.map((event, index) => (
        <details
          key={event.id}
          name="events"
          className={styles.panel}
          data-tone={index % 2 === 0 ? "light" : "dark"}
        >
          <summary className={styles.summary}>
            <span className={styles.logoFrame}>
              {/* The title right next to it names the event; the logo itself is decoration here. */}
              <ContentImage image={event.logo} place="eventLogo" alt="" className={styles.logo} />
            </span>
            <span className={styles.title}>{event.title}</span>
            <svg
              className={styles.chevron}
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M6 9l6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          <div id={event.id} className={styles.content}>
            <dl className={styles.facts}>
              <div>
                <dt>{texts.location}</dt>
                <dd>{event.location}</dd>
              </div>
              <div>
                <dt>{texts.participants}</dt>
                <dd>{event.participantsPerYear}</dd>
              </div>
              <div>
                <dt>{texts.participations}</dt>
                <dd>{participation(event.participationYears, texts)}</dd>
              </div>
              <div>
                <dt>{texts.bestResult}</dt>
                <dd>{event.bestResult.trim() || texts.noResult}</dd>
              </div>
            </dl>
            {event.image && (
              <ContentImage image={event.image} place="eventImage" className={styles.image} />
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
