import { openDatabase } from "../../../server/db/client";
import { createMember } from "../../../server/team/members";
import { createSession } from "../../../server/team/sessions";
import type { ScenarioContext } from "../../reliability/lib/scenario";
import type { Stack } from "../lib/stack";
import { answeredBy, describeCounts } from "./submissions";

const REQUESTS = 20;

/**
 * The team area through nginx with two instances: one session works on both (it lives in the
 * database), every answer is `no-store` and `noindex` and never served from files, and signing
 * out on one instance ends the session on the other at once.
 */
export async function checkTeamArea(ctx: ScenarioContext, stack: Stack): Promise<void> {
  const database = await openDatabase({ DATABASE_URL: stack.env.DATABASE_URL, DATA_DIR: "" });
  let cookie: string;
  try {
    const member = await createMember(database.db, {
      email: "scale-admin@e-gnition.example",
      name: "Scale",
      roles: ["admin"],
    });
    cookie = `__Host-egn-sitzung=${await createSession(database.db, member.id, "email", "Test")}`;
  } finally {
    await database.close();
  }

  const from = stack.accessLog().length;
  const answers = await Promise.all(
    Array.from({ length: REQUESTS }, () =>
      fetch(`${stack.origin}/intern/mitglieder`, { headers: { cookie }, redirect: "manual" }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  const headers = answers.every(
    (answer) =>
      answer.headers.get("cache-control") === "no-store" &&
      answer.headers.get("x-robots-tag") === "noindex, nofollow" &&
      !answer.headers.has("etag"),
  );
  const { counts } = answeredBy(stack, from);
  ctx.check(
    "one team-area session works on both instances, every answer no-store and noindex",
    statuses.every((status) => status === 200) && headers && counts.size === 2,
    `${statuses.filter((s) => s === 200).length}/${REQUESTS} answered 200 (${describeCounts(counts)})`,
  );

  const signOut = await fetch(`${stack.origin}/intern/abmelden`, {
    method: "POST",
    headers: { cookie, origin: stack.origin, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  const after = await Promise.all(
    stack.instances.map((instance) =>
      fetch(`${instance.origin}/intern`, { headers: { cookie }, redirect: "manual" }),
    ),
  );
  ctx.check(
    "signing out through nginx ends the session on every instance",
    signOut.status === 302 && after.every((answer) => answer.status === 302),
    `sign-out ${signOut.status}; afterwards ${after.map((a) => a.status).join(", ")}`,
  );
}
