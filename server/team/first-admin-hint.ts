import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { countAdmins } from "./members";

export const FIRST_ADMIN_COMMAND = "npm run team -- invite --email <address> --role admin";

/** At start, while the team area has no admin: how to invite the first one (docs/team-area.md). */
export async function logFirstAdminHint(log: FastifyBaseLogger, db: Db): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  log.warn(
    `The team area has no admin yet: invite the first one with \`${FIRST_ADMIN_COMMAND}\` ` +
      "in the site's folder; the site may keep running. The invitation link is the command's last line.",
  );
}
