import type { Route } from "./+types/subscribers-export";
import { requirePage } from "../../../server/team/guard";
import { exportSubscribers, subscribersCsv } from "../../../server/newsletter/export-subscribers";
import { csvResponse } from "~/intern/csv.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("subscribersExport", context, request);
  const rows = await exportSubscribers(team.db, { member });
  return csvResponse(subscribersCsv(rows, team.siteOrigin), "abonnenten");
}
