import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { areaMeta } from "~/intern/meta";
import { can } from "~/team/permissions";
import { area } from "~/intern/components/area-style";
import { cashDeskCounts } from "../../../server/receipts/register";
import { requirePage } from "../../../server/team/guard";
import { outboxCounts } from "../../../server/team/outbox";
import { countNewSince, seasonPledges } from "../../../server/team/submissions";
import { subscriberCounts } from "../../../server/team/subscribers";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.overview.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("overview", context, request);
  const readsSubmissions = can(member.roles, "submissions:read");
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
    subscribers: can(member.roles, "subscribers:read") ? await subscriberCounts(team.db) : null,
    cash: can(member.roles, "donations:manage") ? await cashDeskCounts(team.db) : null,
    mailConfigured: team.mailConfigured,
  };
}

export default function Overview({ loaderData: data }: Route.ComponentProps) {
  const { t, formatDateTime, formatEuro } = useArea();
  const texts = t.overview;
  return (
    <>
      <h1>{format(texts.heading, { name: data.name })}</h1>
      <ul className={area.cards}>
        {data.fresh && (
          <li className={area.card}>
            <h2>{texts.freshHeading}</h2>
            <p className={area.figure}>{format(texts.fresh, data.fresh)}</p>
            <p className={area.muted}>
              {data.since
                ? format(texts.since, { date: formatDateTime(data.since) })
                : texts.sinceStart}{" "}
              · <Link to="/intern/eingaenge">{texts.toSubmissions}</Link>
            </p>
          </li>
        )}
        {data.season && (
          <li className={area.card}>
            <h2>{format(texts.seasonHeading, { year: data.season.year })}</h2>
            <p className={area.figure}>
              {format(texts.pledged, { amount: formatEuro(data.season.pledgedCents) })}
            </p>
            <p className={area.muted}>
              {format(texts.received, {
                count: data.season.count,
                amount: formatEuro(data.season.receivedCents),
                marked: data.season.receivedCount,
              })}
            </p>
          </li>
        )}
        <li className={area.card}>
          <h2>{texts.outboxHeading}</h2>
          <p className={area.figure}>{format(texts.outbox, data.outbox)}</p>
          {!data.mailConfigured && <p className={area.muted}>{texts.noMail}</p>}
        </li>
        {data.cash && (
          <li className={area.card}>
            <h2>{texts.cashHeading}</h2>
            <p className={area.figure}>{format(texts.cash, data.cash)}</p>
            <p className={area.muted}>
              <Link to="/intern/kasse">{texts.toCash}</Link>
            </p>
          </li>
        )}
        {data.subscribers && (
          <li className={area.card}>
            <h2>{texts.newsletterHeading}</h2>
            <p className={area.figure}>
              {format(texts.confirmed, { count: data.subscribers.confirmed })}
            </p>
            <p className={area.muted}>
              {format(texts.pending, { count: data.subscribers.pending })}
            </p>
          </li>
        )}
      </ul>
    </>
  );
}
