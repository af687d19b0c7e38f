import type { Route } from "./+types/donations-export";
import { csvResponse } from "~/intern/csv.server";
import { donationYearSchema } from "~/intern/schemas";
import { requirePage } from "../../../server/team/guard";
import { exportDonations } from "../../../server/donations/recorded";

/** The Kasse's "Erfasste Spenden" of one year (`?jahr=2026`, else this year) as CSV. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("donationsExport", context, request);
  const { jahr } = donationYearSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return csvResponse(await exportDonations(team.db, jahr, member), `spenden-${jahr}`);
}
