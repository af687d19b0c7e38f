import { Form, Link } from "react-router";
import type { Route } from "./+types/erasure";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { ActionButton } from "~/intern/components/AreaForm";
import { areaFormat, type AreaFormat } from "~/team/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { areaMeta } from "~/intern/meta";
import { personSchema } from "~/team/schemas";
import { done } from "../../../server/team/action-result";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import formStyles from "~/components/forms/Form.module.css";
import {
  findExpiredSubmissions,
  findPersonSubmissions,
  type SubmissionRecord,
} from "../../../server/db/admin";
import { erasePerson } from "../../../server/privacy/erase-person";
import { retainedForPerson } from "../../../server/receipts/erasure";
import {
  purgeSubmissions,
  retentionSchedule,
  type PurgeName,
} from "../../../server/retention/purges";
import { requirePage, runAction } from "../../../server/team/guard";
import { nextForPurge } from "../../../server/team/submissions";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.erasure.title);

const describe = (
  { kind, row }: SubmissionRecord,
  texts: TeamMessages["erasure"],
  { formatDateTime, formatEuro }: AreaFormat,
) =>
  kind === "donation"
    ? format(texts.donation, {
        date: formatDateTime(row.createdAt),
        amount: formatEuro(row.amountCents),
        firstName: row.firstName,
        lastName: row.lastName,
      })
    : format(texts.contact, {
        date: formatDateTime(row.createdAt),
        name: row.name,
        email: row.email,
      });

function personOf(params: URLSearchParams | FormData) {
  const parsed = personSchema.safeParse({
    email: params.get("email") || undefined,
    name: params.get("name") || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, texts: allTexts, locale } = requirePage("erasure", context, request);
  const texts = allTexts.erasure;
  const { formatDateTime } = areaFormat(locale);
  const params = new URL(request.url).searchParams;
  const person = personOf(params);
  const found = person ? await findPersonSubmissions(team.db, person) : [];
  const retained = person ? await retainedForPerson(team.db, person) : undefined;
  const [expired, next, schedule] = await Promise.all([
    findExpiredSubmissions(team.db),
    nextForPurge(team.db),
    retentionSchedule(team.db),
  ]);
  const last = schedule.last;
  return {
    person: person ?? null,
    searched: params.has("email") || params.has("name"),
    found: found.map((record) => ({
      id: record.row.id,
      text: describe(record, texts, areaFormat(locale)),
    })),
    retained:
      retained && retained.donations > 0
        ? format(texts.retained, { donations: retained.donations, receipts: retained.receipts })
        : null,
    expired: expired.length,
    next: next.map(({ id, kind, dueAt }) => ({ id, kind, dueAt })),
    schedule: {
      last: last && {
        date: formatDateTime(last.startedAt),
        counts: format(texts.lastCounts, {
          submissions: last.submissions,
          receipts: last.receipts,
          donations: last.donations,
          credits: last.credits,
          sessions: last.sessions,
          links: last.links,
        }),
        failed: last.failed.length
          ? format(texts.lastFailed, {
              purges: last.failed.map((name) => texts.purges[name as PurgeName] ?? name).join(", "),
            })
          : null,
      },
      next: schedule.nextRunAt ? formatDateTime(schedule.nextRunAt) : null,
    },
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("erasure", args, {
    async erase({ team, member, texts: allTexts }, form) {
      const texts = allTexts.erasure;
      const person = personOf(form);
      if (!person) return done("erase", allTexts.form.personMissing);
      const erased = await erasePerson(team.db, { member }, person);
      return done(
        "erase",
        format(erased.subscriber ? texts.erasedWithSubscriber : texts.erased, {
          count: erased.submissions,
        }),
      );
    },
    async purge({ team, member, texts: allTexts }) {
      const texts = allTexts.erasure;
      const records = await purgeSubmissions(team.db, { member });
      return done("purge", format(texts.purged, { count: records.length }));
    },
  });
}

export default function Erasure({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useArea();
  const texts = t.erasure;
  const common = t.common;
  const { person, found, retained, searched, expired, next, schedule } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <AreaNotice />
      <h2>{texts.personHeading}</h2>
      <p>{texts.personIntro}</p>
      <Form method="get" className={area.filters}>
        <div className={formStyles.field}>
          <label htmlFor="person-email" className={formStyles.label}>
            {common.emailAddress}
          </label>
          <input
            id="person-email"
            name="email"
            type="email"
            defaultValue={person?.email}
            className={formStyles.control}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="person-name" className={formStyles.label}>
            {texts.fullName}
          </label>
          <input
            id="person-name"
            name="name"
            defaultValue={person?.name}
            className={formStyles.control}
          />
        </div>
        <div>
          <button type="submit" className="button button--ghost">
            {common.search}
          </button>
        </div>
      </Form>
      {searched && !person && <p role="alert">{t.form.personMissing}</p>}
      {person && (
        <div className={area.notice}>
          {found.length === 0 ? (
            <p>{texts.nothingFound}</p>
          ) : (
            <>
              <p>{format(texts.found, { count: found.length })}</p>
              <ul>
                {found.map((item) => (
                  <li key={item.id}>
                    <Link to={`/intern/eingaenge/${item.id}`}>{item.text}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {retained && <p>{retained}</p>}
          <ActionButton
            intent="erase"
            hidden={{ email: person.email ?? "", name: person.name ?? "" }}
            label={texts.erase}
            tone="danger"
          />
        </div>
      )}
      <h2>{texts.retentionHeading}</h2>
      <p>{texts.retention}</p>
      <p>
        {texts.expiredBefore} <strong>{expired}</strong> {texts.expiredAfter}
      </p>
      {expired > 0 && <ActionButton intent="purge" label={texts.purge} tone="danger" />}
      <h3>{texts.nextHeading}</h3>
      {next.length === 0 ? (
        <p className={area.muted}>{texts.nothingStored}</p>
      ) : (
        <ul>
          {next.map((item) => (
            <li key={item.id}>
              <Link to={`/intern/eingaenge/${item.id}`}>
                {item.kind === "donation" ? common.donation : common.contact}
              </Link>{" "}
              {format(texts.due, { date: formatDate(item.dueAt) })}
            </li>
          ))}
        </ul>
      )}
      <h3>{texts.scheduleHeading}</h3>
      <p>{texts.scheduleIntro}</p>
      {schedule.last ? (
        <p>
          {format(texts.lastRun, { date: schedule.last.date })} {schedule.last.counts}
          {schedule.last.failed && <> {schedule.last.failed}</>}
        </p>
      ) : (
        <p className={area.muted}>{texts.noRun}</p>
      )}
      <p>{schedule.next ? format(texts.nextRun, { date: schedule.next }) : texts.nextAfterStart}</p>
    </>
  );
}
