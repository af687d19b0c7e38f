import { Form, Link } from "react-router";
import type { Route } from "./+types/subscribers";
import { format } from "~/i18n/format";
import { teamDe } from "~/i18n/messages/team.de";
import { ActionButton } from "~/intern/components/AreaForm";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/intern/permissions";
import { done, refused } from "~/intern/form.server";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import formStyles from "~/components/forms/Form.module.css";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import {
  removeSubscriberById,
  searchSubscribers,
  subscriberCounts,
} from "../../../server/team/subscribers";

const texts = teamDe.subscribers;
const common = teamDe.common;

export const meta: Route.MetaFunction = () => areaMeta(texts.title);

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
    async remove({ team, member }, form) {
      const id = String(form.get("id"));
      if (!(await removeSubscriberById(team.db, id))) return refused("remove", texts.gone);
      await recordAudit(team.db, { action: "subscriber-removed", member, target: id });
      return done("remove", texts.removed);
    },
  });
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
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
    </>
  );
}
