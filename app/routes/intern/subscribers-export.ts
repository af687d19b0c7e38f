import type { Route } from "./+types/subscribers-export";
import { recordAudit } from "../../../server/team/audit";
import { requirePage } from "../../../server/team/guard";
import { subscribersCsv } from "../../../server/cli/subscribers";
import { listConfirmed } from "../../../server/db/subscribers";
import { csvResponse } from "~/intern/csv.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("subscribersExport", context, request);
  const rows = await listConfirmed(team.db);
  await recordAudit(team.db, {
    action: "subscribers-exported",
    member,
    detail: { rows: rows.length },
  });
  return csvResponse(subscribersCsv(rows, team.siteOrigin), "abonnenten");
}
