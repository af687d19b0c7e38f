import { Form, Link } from "react-router";
import type { Route } from "./+types/submissions";
import { formatDateTime, formatEuro } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import { submissionFilterSchema } from "~/intern/schemas";
import styles from "~/intern/components/area.module.css";
import formStyles from "~/components/forms/Form.module.css";
import { requirePage } from "../../../server/team/guard";
import { searchSubmissions } from "../../../server/team/submissions";

export const meta: Route.MetaFunction = () => areaMeta("Eingänge");

export const MAIL_STATES = {
  sent: "gesendet",
  waiting: "wartet",
  failed: "fehlgeschlagen",
  none: "keine",
} as const;

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
      <h1>Eingänge</h1>
      <Form method="get" className={styles.filters} role="search" aria-label="Eingänge filtern">
        <Select
          name="art"
          label="Art"
          value={filter.art}
          options={[
            ["alle", "Alle"],
            ["spende", "Spendenzusagen"],
            ["kontakt", "Nachrichten"],
          ]}
        />
        <Select
          name="status"
          label="Spenden-Status"
          value={filter.status}
          options={[
            ["alle", "Alle"],
            ["offen", "Offen"],
            ["eingegangen", "Eingegangen"],
          ]}
        />
        <DateInput name="von" label="Von" value={filter.von} />
        <DateInput name="bis" label="Bis" value={filter.bis} />
        <div className={formStyles.field}>
          <label htmlFor="filter-suche" className={formStyles.label}>
            {donors ? "Name oder E-Mail" : "Name oder E-Mail (nur Nachrichten)"}
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
            Filtern
          </button>
        </div>
      </Form>
      {loaderData.canExport && (
        <p>
          CSV-Export (wie <code>npm run submissions -- export</code>):{" "}
          <Link to="/intern/eingaenge/export?art=spende" reloadDocument>
            Spendenzusagen
          </Link>
          {" · "}
          <Link to="/intern/eingaenge/export?art=kontakt" reloadDocument>
            Nachrichten
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p>Keine Eingänge für diese Auswahl.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Eingänge, neueste zuerst</caption>
            <thead>
              <tr>
                <th scope="col">Eingang</th>
                <th scope="col">Art</th>
                <th scope="col">Von</th>
                <th scope="col" className={styles.number}>
                  Betrag
                </th>
                <th scope="col">Status</th>
                <th scope="col">E-Mail ans Team</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Eingang">
                    <Link to={`/intern/eingaenge/${item.id}`}>
                      {formatDateTime(item.createdAt)}
                    </Link>
                  </td>
                  <td data-label="Art">
                    {item.kind === "donation" ? "Spendenzusage" : "Nachricht"}
                  </td>
                  <td data-label="Von">
                    {item.kind === "contact"
                      ? `${item.name ?? ""}${item.subject ? `: ${item.subject}` : ""}`
                      : (item.name ?? "–")}
                  </td>
                  <td data-label="Betrag" className={styles.number}>
                    {item.amountCents !== null ? formatEuro(item.amountCents) : ""}
                  </td>
                  <td data-label="Status">
                    {item.kind === "donation" ? (item.receivedOn ? "eingegangen" : "offen") : ""}
                  </td>
                  <td data-label="E-Mail ans Team">{MAIL_STATES[item.mail]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && <Link to={`?${next.toString()}`}>Ältere Eingänge</Link>}
    </>
  );
}
