import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { recordAudit } from "../../../server/team/audit";
import { teamOf } from "../../../server/team/guard";
import { endSession } from "../../../server/team/sessions";

export async function action({ context }: Route.ActionArgs) {
  const team = teamOf(context);
  if (team.current) {
    const { member, session } = team.current;
    await endSession(team.db, member.id, session.id);
    await recordAudit(team.db, { action: "sign-out", member });
  }
  team.endSession();
  throw redirect("/intern/anmelden");
}

export function loader() {
  throw redirect("/intern");
}
