import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { formatDateTime, formatEuro } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import styles from "~/intern/components/area.module.css";
import { requirePage } from "../../../server/team/guard";
import { outboxCounts } from "../../../server/team/outbox";
import { countNewSince, seasonPledges } from "../../../server/team/submissions";
import { subscriberCounts } from "../../../server/team/subscribers";

export const meta: Route.MetaFunction = () => areaMeta("Übersicht");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("overview", context, request);
  const readsSubmissions = can(member.role, "submissions:read");
  const year = Number(
    new Intl.DateTimeFormat("de-DE", { year: "numeric", timeZone: "Europe/Berlin" }).format(
      new Date(),
    ),
  );
  return {
    name: member.name,
    since: member.previousSignInAt,
    fresh: readsSubmissions ? await countNewSince(team.db, member.previousSignInAt) : null,
    season: readsSubmissions ? await seasonPledges(team.db, year) : null,
    outbox: await outboxCounts(team.db),
    subscribers: can(member.role, "subscribers:read") ? await subscriberCounts(team.db) : null,
    mailConfigured: team.mailConfigured,
  };
}

export default function Overview({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <h1>Hallo {data.name}</h1>
      <ul className={styles.cards}>
        {data.fresh && (
          <li className={styles.card}>
            <h2>Neu seit deinem letzten Besuch</h2>
            <p className={styles.figure}>
              {data.fresh.donations} Spendenzusagen, {data.fresh.contacts} Nachrichten
            </p>
            <p className={styles.muted}>
              {data.since ? `seit ${formatDateTime(data.since)}` : "seit Beginn"} ·{" "}
              <Link to="/intern/eingaenge">Zu den Eingängen</Link>
            </p>
          </li>
        )}
        {data.season && (
          <li className={styles.card}>
            <h2>Spendenzusagen {data.season.year}</h2>
            <p className={styles.figure}>{formatEuro(data.season.pledgedCents)} zugesagt</p>
            <p className={styles.muted}>
              {data.season.count} Zusagen · {formatEuro(data.season.receivedCents)} eingegangen (
              {data.season.receivedCount} markiert)
            </p>
          </li>
        )}
        <li className={styles.card}>
          <h2>E-Mails im Postausgang</h2>
          <p className={styles.figure}>
            {data.outbox.waiting} wartend, {data.outbox.failed} fehlgeschlagen
          </p>
          {!data.mailConfigured && (
            <p className={styles.muted}>Kein E-Mail-Versand eingerichtet (SMTP_URL).</p>
          )}
        </li>
        {data.subscribers && (
          <li className={styles.card}>
            <h2>Newsletter</h2>
            <p className={styles.figure}>{data.subscribers.confirmed} bestätigt</p>
            <p className={styles.muted}>{data.subscribers.pending} warten auf Bestätigung</p>
          </li>
        )}
      </ul>
    </>
  );
}
