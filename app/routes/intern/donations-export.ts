import type { Route } from "./+types/donations-export";
import { csvResponse } from "~/intern/csv.server";
import { donationYearSchema } from "~/team/schemas";
import { requirePage } from "../../../server/team/guard";
import { exportDonations, shownYear } from "../../../server/donations/recorded";

/** The Kasse's "Erfasste Spenden" of one year (`?jahr=2026`, else as the page) as CSV. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("donationsExport", context, request);
  const query = donationYearSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const year = await shownYear(team.db, query.jahr);
  return csvResponse(await exportDonations(team.db, year, member), `spenden-${year}`);
}
