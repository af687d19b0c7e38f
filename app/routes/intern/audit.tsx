import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import formStyles from "~/components/forms/Form.module.css";
import { useArea } from "~/intern/useArea";
import { describeDetail } from "~/intern/audit-detail";
import { printable } from "~/lib/printable";
import { areaMeta } from "~/intern/meta";
import { auditFilterSchema, type AuditFilter } from "~/team/schemas";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { auditActors, listAudit, type AuditAction } from "../../../server/team/audit";
import { requirePage } from "../../../server/team/guard";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.audit.title);

/** A filter as the address's query (the first page: no `seite`), for links and the export. */
function auditQuery(filter: Partial<AuditFilter>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) =>
      value === undefined || (key === "seite" && value === 0) ? [] : [[key, String(value)]],
    ),
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, texts: t, locale } = requirePage("audit", context, request);
  const texts = t.audit;
  const filter = auditFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [{ entries, more }, actors] = await Promise.all([
    listAudit(team.db, filter),
    auditActors(team.db),
  ]);
  return {
    filter,
    more,
    actors,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: entry.at,
      actor: entry.actor ?? texts.unknownActor,
      action: texts.actions[entry.action as AuditAction] ?? entry.action,
      // Names from bank statements and older rows: invisible characters visibly escaped.
      target: entry.target === null ? null : printable(entry.target, { oneLine: true }),
      detail: printable(describeDetail(entry.action, entry.detail, locale), { oneLine: true }),
    })),
  };
}

const actionOptions = (actions: Record<string, string>) =>
  Object.entries(actions).sort(([, a], [, b]) => a.localeCompare(b));

function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={`filter-${name}`} className={formStyles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.audit;
  const { entries, filter, more, actors } = loaderData;
  const query = auditQuery({ ...filter, seite: 0 }).toString();
  const control = (name: keyof AuditFilter) => ({
    id: `filter-${name}`,
    name,
    className: formStyles.control,
  });
  return (
    <>
      <h1>{texts.title}</h1>
      <p className={area.muted}>{texts.intro}</p>
      <Form method="get" className={area.filters} role="search" aria-label={texts.filters}>
        <Field name="aktion" label={texts.action}>
          <select {...control("aktion")} defaultValue={filter.aktion ?? ""}>
            <option value="">{texts.allActions}</option>
            {actionOptions(texts.actions).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field name="wer" label={texts.actor}>
          <select {...control("wer")} defaultValue={filter.wer ?? ""}>
            <option value="">{texts.allActors}</option>
            {/* An address the log no longer names (a filter from a link) stays choosable. */}
            {[...new Set([...actors, ...(filter.wer ? [filter.wer] : [])])].map((actor) => (
              <option key={actor} value={actor}>
                {printable(actor, { oneLine: true })}
              </option>
            ))}
          </select>
        </Field>
        <Field name="von" label={texts.from}>
          <input type="date" {...control("von")} defaultValue={filter.von} />
        </Field>
        <Field name="bis" label={texts.until}>
          <input type="date" {...control("bis")} defaultValue={filter.bis} />
        </Field>
        <Field name="suche" label={texts.search}>
          <input type="search" {...control("suche")} defaultValue={filter.suche} maxLength={200} />
        </Field>
        <div>
          <button type="submit" className="button">
            {texts.filter}
          </button>
        </div>
      </Form>
      <p>
        {query && (
          <>
            <Link to=".">{texts.reset}</Link>
            {" · "}
          </>
        )}
        <Link to={`/intern/protokoll/export${query ? `?${query}` : ""}`} reloadDocument>
          {texts.exportLink}
        </Link>
      </p>
      {entries.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <AreaTable
          caption={texts.caption}
          rows={entries}
          rowKey={(entry) => entry.id}
          columns={[
            { label: texts.at, cell: (entry) => formatDateTime(entry.at) },
            { label: texts.actor, cell: (entry) => entry.actor },
            { label: texts.action, cell: (entry) => entry.action },
            { label: texts.target, cell: (entry) => entry.target ?? "" },
            { label: texts.detail, cell: (entry) => entry.detail },
          ]}
        />
      )}
      {more && (
        <Link to={`?${auditQuery({ ...filter, seite: filter.seite + 1 }).toString()}`}>
          {texts.older}
        </Link>
      )}
    </>
  );
}
