import { Form, Link } from "react-router";
import type { Route } from "./+types/submissions";
import { useArea } from "~/intern/useArea";
import { areaMeta } from "~/intern/meta";
import { can } from "~/team/permissions";
import { submissionFilterSchema } from "~/team/schemas";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import formStyles from "~/components/forms/Form.module.css";
import { requirePage } from "../../../server/team/guard";
import { searchSubmissions } from "../../../server/team/submissions";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.submissions.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("submissions", context, request);
  const filter = submissionFilterSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const donors = can(member.roles, "donors:read");
  const { items, more } = await searchSubmissions(team.db, filter, donors);
  return { filter, items, more, donors, canExport: can(member.roles, "submissions:export") };
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
  const { t, formatDateTime, formatEuro } = useArea();
  const texts = t.submissions;
  const common = t.common;
  const { filter, items, more, donors } = loaderData;
  const next = new URLSearchParams(
    Object.entries({ ...filter, seite: filter.seite + 1 }).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return (
    <>
      <h1>{texts.title}</h1>
      <Form method="get" className={area.filters} role="search" aria-label={texts.filters}>
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
        <AreaTable
          caption={texts.caption}
          rows={items}
          rowKey={(item) => item.id}
          columns={[
            {
              label: texts.submission,
              cell: (item) => (
                <Link to={`/intern/eingaenge/${item.id}`}>{formatDateTime(item.createdAt)}</Link>
              ),
            },
            {
              label: texts.kind,
              cell: (item) => (item.kind === "donation" ? common.donation : common.contact),
            },
            {
              label: texts.sender,
              cell: (item) => (
                <>
                  {item.kind === "contact"
                    ? `${item.name ?? ""}${item.subject ? `: ${item.subject}` : ""}`
                    : (item.name ?? "–")}
                </>
              ),
            },
            { label: texts.reference, cell: (item) => item.reference ?? "" },
            {
              label: texts.amount,
              cell: (item) => (item.amountCents !== null ? formatEuro(item.amountCents) : ""),
              number: true,
            },
            {
              label: texts.state,
              cell: (item) =>
                item.kind === "donation"
                  ? item.receivedOn
                    ? texts.pledgeReceived
                    : texts.pledgeOpen
                  : "",
            },
            { label: common.mailToTeam, cell: (item) => common.mail[item.mail] },
          ]}
        />
      )}
      {more && <Link to={`?${next.toString()}`}>{texts.older}</Link>}
    </>
  );
}
