import { data, Form, Link } from "react-router";
import type { TeamMessages } from "~/i18n/messages/team.de";
import type { Locale } from "~/i18n/locale";
import type { Route } from "./+types/subscribers";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { ActionButton, AreaForm, FileField } from "~/intern/components/AreaForm";
import { areaMeta } from "~/intern/meta";
import { can } from "~/team/permissions";
import { done, parseForm, refused, type ActionResult } from "../../../server/team/action-result";
import { importSubscribersSchema } from "~/team/schemas";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import formStyles from "~/components/forms/Form.module.css";
import { importSubscribers } from "../../../server/newsletter/import-subscribers";
import type { CsvRefusal } from "../../../server/newsletter/subscriber-csv";
import { refusalText } from "../../../server/team/refusal";
import { removeFromList } from "../../../server/newsletter/remove-subscriber";
import { requirePage, runAction } from "../../../server/team/guard";
import { searchSubscribers, subscriberCounts } from "../../../server/team/subscribers";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.subscribers.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("subscribers", context, request);
  const search = new URL(request.url).searchParams.get("suche")?.trim().slice(0, 200) || undefined;
  const [counts, rows] = await Promise.all([
    subscriberCounts(team.db),
    searchSubscribers(team.db, search),
  ]);
  return {
    search: search ?? "",
    counts,
    canExport: can(member.roles, "subscribers:export"),
    canImport: can(member.roles, "subscribers:import"),
    subscribers: rows.map(({ id, email, name, locale, confirmedAt }) => ({
      id,
      email,
      name,
      locale,
      confirmedAt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("subscribers", args, {
    async remove({ team, member, texts: allTexts }, form) {
      const texts = allTexts.subscribers;
      const id = String(form.get("id"));
      if (!(await removeFromList(team.db, { member }, { id })))
        return refused("remove", texts.gone);
      return done("remove", texts.removed);
    },
    async import({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.subscribers;
      const parsed = parseForm(form, importSubscribersSchema);
      if (!parsed.ok) return parsed.answer;
      const { file } = parsed.value;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const answer = await importSubscribers(team.db, { bytes, name: file.name }, member);
      if (!answer.ok) return refusedFile(answer.errors, allTexts, locale);
      team.nudgeOutbox();
      const { subscribed, confirming, skipped } = answer;
      return done("import", format(texts.imported, { subscribed, confirming, skipped }));
    },
  });
}

/** Errors shown at once; the rest are counted. */
const ERRORS_SHOWN = 20;

/** A refused file: the form says why, every bad line up to {@link ERRORS_SHOWN} named. */
function refusedFile(refusals: CsvRefusal[], allTexts: TeamMessages, locale: Locale) {
  const texts = allTexts.subscribers;
  const errors = refusals.map((refusal) => refusalText(allTexts, refusal, locale));
  const rows = refusals.filter((refusal) => refusal.slots.line !== undefined);
  const summary =
    rows.length === errors.length
      ? format(texts.importRefused, { count: errors.length })
      : texts.importRefusedFile;
  const more = errors.length - ERRORS_SHOWN;
  const messages = [
    summary,
    ...errors.slice(0, ERRORS_SHOWN),
    ...(more > 0 ? [format(texts.importMoreErrors, { count: more })] : []),
  ];
  return data<ActionResult>(
    { intent: "import", result: { status: "error", error: { file: messages } } },
    { status: 400 },
  );
}

const EXAMPLE = `E-Mail;Name;Sprache;Einwilligung;Quelle
lea@example.org;Lea Leser;de;2024-03-01;Anmeldeformular Mailchimp
sam@example.org;Sam Reader;en;;`;

function ImportForm() {
  const { t } = useArea();
  const texts = t.subscribers;
  return (
    <section aria-labelledby="import">
      <h2 id="import">{texts.importTitle}</h2>
      <p>{texts.importIntro}</p>
      <ul>
        {texts.importColumns.map((column: string) => (
          <li key={column}>{column}</li>
        ))}
      </ul>
      <p>{texts.importExample}</p>
      <pre className={area.mailText}>{EXAMPLE}</pre>
      <p>{texts.importRules}</p>
      <AreaForm
        schema={importSubscribersSchema}
        intent="import"
        encType="multipart/form-data"
        submitLabel={texts.importSubmit}
      >
        {(fields) => (
          <FileField field={fields.file} label={texts.importLabel} accept=".csv,.txt,text/csv" />
        )}
      </AreaForm>
    </section>
  );
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.subscribers;
  const common = t.common;
  const { counts, subscribers, search } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{format(texts.counts, counts)}</p>
      <AreaNotice />
      <Form method="get" className={area.filters} role="search">
        <div className={formStyles.field}>
          <label htmlFor="suche" className={formStyles.label}>
            {texts.searchLabel}
          </label>
          <input id="suche" name="suche" defaultValue={search} className={formStyles.control} />
        </div>
        <div>
          <button type="submit" className="button button--ghost">
            {common.search}
          </button>
        </div>
      </Form>
      {loaderData.canExport && (
        <p>
          <Link to="/intern/abonnenten/export" reloadDocument>
            {texts.export}
          </Link>
        </p>
      )}
      <AreaTable
        caption={texts.caption}
        rows={subscribers}
        rowKey={(row) => row.id}
        columns={[
          { label: common.email, cell: (row) => row.email },
          { label: common.name, cell: (row) => row.name },
          { label: common.language, cell: (row) => row.locale },
          {
            label: texts.confirmed,
            cell: (row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : ""),
          },
          {
            label: common.action,
            cell: (row) => (
              <>
                <ActionButton
                  intent="remove"
                  hidden={{ id: row.id }}
                  label={format(texts.remove, { email: row.email })}
                  tone="danger"
                />
              </>
            ),
          },
        ]}
      />
      {subscribers.length === 0 && <p className={area.muted}>{texts.none}</p>}
      {loaderData.canImport && <ImportForm />}
    </>
  );
}
