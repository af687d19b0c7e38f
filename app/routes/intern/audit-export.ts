import type { Route } from "./+types/audit-export";
import { describeDetail } from "~/intern/audit-detail";
import { csvResponse } from "~/intern/csv.server";
import { auditFilterSchema } from "~/team/schemas";
import { toCsv } from "../../../server/csv";
import { exportAudit, type AuditAction } from "../../../server/team/audit";
import { requirePage } from "../../../server/team/guard";

/**
 * The log's entries as the page's filters choose them (the same query), all of them, as CSV:
 * the time in ISO 8601, the action's label and key, and the readable details; labels in the
 * member's language.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member, texts: allTexts, locale } = requirePage("auditExport", context, request);
  const texts = allTexts.audit;
  const query = new URL(request.url).searchParams;
  const { seite: _page, ...filter } = auditFilterSchema.parse(Object.fromEntries(query));
  const rows = await exportAudit(team.db, { member }, filter);
  const csv = toCsv(
    [
      texts.csv.at,
      texts.csv.actor,
      texts.csv.action,
      texts.csv.actionKey,
      texts.csv.target,
      texts.csv.detail,
    ],
    rows.map((row) => [
      row.at.toISOString(),
      row.actor ?? texts.unknownActor,
      texts.actions[row.action as AuditAction] ?? row.action,
      row.action,
      row.target ?? "",
      describeDetail(row.action, row.detail, locale),
    ]),
  );
  return csvResponse(csv, "protokoll");
}
