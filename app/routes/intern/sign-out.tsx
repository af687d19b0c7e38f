import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { signedOut, teamOf } from "../../../server/team/guard";
import { signOut } from "../../../server/team/sign-in";

export async function action({ context }: Route.ActionArgs) {
  const team = teamOf(context);
  if (team.current) {
    const { member, session } = team.current;
    await signOut(team.db, member, session.id);
  }
  throw signedOut(team);
}

export function loader() {
  throw redirect("/intern");
}
