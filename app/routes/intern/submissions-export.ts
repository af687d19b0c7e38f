import type { Route } from "./+types/submissions-export";
import { requirePage } from "../../../server/team/guard";
import { exportSubmissions } from "../../../server/submissions/export";
import { submissionsCsv } from "../../../server/submissions/submission-fields";
import { csvResponse } from "~/intern/csv.server";

const KINDS = { spende: "donation", kontakt: "contact" } as const;

/** The same CSV as `npm run submissions -- export` (`?art=spende|kontakt` for one kind). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("submissionsExport", context, request);
  const art = new URL(request.url).searchParams.get("art");
  const kind = art === "spende" || art === "kontakt" ? KINDS[art] : undefined;
  const records = await exportSubmissions(team.db, { member }, kind);
  return csvResponse(submissionsCsv(records, kind), "eingaenge");
}
