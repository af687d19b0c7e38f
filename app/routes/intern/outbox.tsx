import type { Route } from "./+types/outbox";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { ActionButton } from "~/intern/components/AreaForm";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { areaMeta } from "~/intern/meta";
import { done, refused } from "../../../server/team/action-result";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { requirePage, runAction } from "../../../server/team/guard";
import { retryNow, unsentMail } from "../../../server/team/outbox";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.outbox.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = requirePage("outbox", context, request);
  return { mail: await unsentMail(team.db), mailConfigured: team.mailConfigured };
}

export function action(args: Route.ActionArgs) {
  return runAction("outbox", args, {
    async retry({ team, member, texts: allTexts }, form) {
      const texts = allTexts.outbox;
      const id = Number(form.get("id"));
      if (!Number.isInteger(id) || !(await retryNow(team.db, { member }, id)))
        return refused("retry", texts.gone);
      team.nudgeOutbox();
      return done("retry", texts.retrying);
    },
  });
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.outbox;
  const common = t.common;
  const { mail, mailConfigured } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <AreaNotice />
      {!mailConfigured && <p className={area.notice}>{texts.noMail}</p>}
      {mail.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <AreaTable
          caption={texts.caption}
          rows={mail}
          rowKey={(item) => item.id}
          columns={[
            { label: texts.kind, cell: (item) => texts.kinds[item.kind] },
            { label: common.created, cell: (item) => formatDateTime(item.createdAt) },
            {
              label: texts.state,
              cell: (item) => (
                <>
                  {item.lastError
                    ? format(texts.failed, { attempts: item.attempts, error: item.lastError })
                    : item.attempts > 0
                      ? texts.sending
                      : common.mail.waiting}
                </>
              ),
            },
            { label: texts.nextAttempt, cell: (item) => formatDateTime(item.nextAttemptAt) },
            {
              label: common.action,
              cell: (item) => (
                <>
                  <ActionButton
                    intent="retry"
                    hidden={{ id: String(item.id) }}
                    label={format(texts.retry, { id: item.id })}
                  />
                </>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
