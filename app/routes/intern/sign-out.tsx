import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { recordAudit } from "../../../server/team/audit";
import { signedOut, teamOf } from "../../../server/team/guard";
import { endSession } from "../../../server/team/sessions";

export async function action({ context }: Route.ActionArgs) {
  const team = teamOf(context);
  if (team.current) {
    const { member, session } = team.current;
    await endSession(team.db, member.id, session.id);
    await recordAudit(team.db, { action: "sign-out", member });
  }
  throw signedOut(team);
}

export function loader() {
  throw redirect("/intern");
}
