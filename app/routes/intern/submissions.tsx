import { Form, Link } from "react-router";
import type { Route } from "./+types/submissions";
import { teamDe } from "~/i18n/messages/team.de";
import { formatDateTime, formatEuro } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import { submissionFilterSchema } from "~/intern/schemas";
import styles from "~/intern/components/area.module.css";
import formStyles from "~/components/forms/Form.module.css";
import { requirePage } from "../../../server/team/guard";
import { searchSubmissions } from "../../../server/team/submissions";

const texts = teamDe.submissions;
const common = teamDe.common;

export const meta: Route.MetaFunction = () => areaMeta(texts.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("submissions", context, request);
  const filter = submissionFilterSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const donors = can(member.role, "donors:read");
  const { items, more } = await searchSubmissions(team.db, filter, donors);
  return { filter, items, more, donors, canExport: can(member.role, "submissions:export") };
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: [string, string][];
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`filter-${name}`} className={formStyles.label}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={formStyles.control}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateInput({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string | undefined;
}) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`filter-${name}`} className={formStyles.label}>
        {label}
      </label>
      <input
        id={`filter-${name}`}
        type="date"
        name={name}
        defaultValue={value}
        className={formStyles.control}
      />
    </div>
  );
}

export default function Submissions({ loaderData }: Route.ComponentProps) {
  const { filter, items, more, donors } = loaderData;
  const next = new URLSearchParams(
    Object.entries({ ...filter, seite: filter.seite + 1 }).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return (
    <>
      <h1>{texts.title}</h1>
      <Form method="get" className={styles.filters} role="search" aria-label={texts.filters}>
        <Select
          name="art"
          label={texts.kind}
          value={filter.art}
          options={[
            ["alle", texts.all],
            ["spende", texts.donations],
            ["kontakt", texts.contacts],
          ]}
        />
        <Select
          name="status"
          label={texts.status}
          value={filter.status}
          options={[
            ["alle", texts.all],
            ["offen", texts.open],
            ["eingegangen", texts.received],
          ]}
        />
        <DateInput name="von" label={texts.from} value={filter.von} />
        <DateInput name="bis" label={texts.until} value={filter.bis} />
        <div className={formStyles.field}>
          <label htmlFor="filter-suche" className={formStyles.label}>
            {donors ? texts.search : texts.searchContacts}
          </label>
          <input
            id="filter-suche"
            name="suche"
            defaultValue={filter.suche}
            className={formStyles.control}
          />
        </div>
        <div>
          <button type="submit" className="button">
            {texts.filter}
          </button>
        </div>
      </Form>
      {loaderData.canExport && (
        <p>
          {texts.exportBefore} <code>npm run submissions -- export</code>
          {texts.exportAfter}{" "}
          <Link to="/intern/eingaenge/export?art=spende" reloadDocument>
            {texts.donations}
          </Link>
          {" · "}
          <Link to="/intern/eingaenge/export?art=kontakt" reloadDocument>
            {texts.contacts}
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{texts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.submission}</th>
                <th scope="col">{texts.kind}</th>
                <th scope="col">{texts.sender}</th>
                <th scope="col" className={styles.number}>
                  {texts.amount}
                </th>
                <th scope="col">{texts.state}</th>
                <th scope="col">{common.mailToTeam}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label={texts.submission}>
                    <Link to={`/intern/eingaenge/${item.id}`}>
                      {formatDateTime(item.createdAt)}
                    </Link>
                  </td>
                  <td data-label={texts.kind}>
                    {item.kind === "donation" ? common.donation : common.contact}
                  </td>
                  <td data-label={texts.sender}>
                    {item.kind === "contact"
                      ? `${item.name ?? ""}${item.subject ? `: ${item.subject}` : ""}`
                      : (item.name ?? "–")}
                  </td>
                  <td data-label={texts.amount} className={styles.number}>
                    {item.amountCents !== null ? formatEuro(item.amountCents) : ""}
                  </td>
                  <td data-label={texts.state}>
                    {item.kind === "donation"
                      ? item.receivedOn
                        ? texts.pledgeReceived
                        : texts.pledgeOpen
                      : ""}
                  </td>
                  <td data-label={common.mailToTeam}>{common.mail[item.mail]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && <Link to={`?${next.toString()}`}>{texts.older}</Link>}
    </>
  );
}
