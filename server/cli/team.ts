/**
 * `npm run team -- <command>`: the team area's members from the server's command line, above
 * all the first admin of a new installation and the way back in for one who lost every passkey.
 * See docs/team-area.md.
 */
import { parseArgs } from "node:util";
import { ROLES, isRole, rolesOf, type Role } from "../../app/team/permissions";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { formatDateTime } from "../format";
import { createSmtpMailer } from "../mail/mailer";
import { buildNotification } from "../mail/notification";
import { markSent } from "../db/outbox";
import { inviteMember } from "../team/invitations";
import { recoveryLink } from "../team/sign-in";
import { linkUrl, type LinkKind, type NewLink } from "../team/links";
import {
  changeRoles,
  findMemberByEmail,
  listMembers,
  normalizeEmail,
  removeMember,
  rolesText,
} from "../team/members";
import { processIo, UsageError, type CliCommand, type CommandIo } from "./command";

const USAGE = `Aufruf: npm run team -- <Befehl>

  invite --email <adresse> --role <${ROLES.join("|")}> [--role <rolle> …]
                          einladen, mit einer oder mehreren Rollen (--role mehrmals oder
                          durch Kommas getrennt); der Link (72 Stunden gültig) steht in der
                          letzten Zeile und geht per E-Mail hinaus, wenn SMTP_URL gesetzt ist
  list                    Mitglieder mit Rollen, Passkeys und letzter Anmeldung
  role --email <adresse> --role <rolle> [--role <rolle> …]
                          die Rollen ändern: danach hat das Mitglied genau diese
  remove --email <adresse>
                          entfernen; alle Sitzungen enden sofort
  recover --email <adresse>
                          Anmeldelink (15 Minuten) für ein Mitglied ohne Passkey, z. B. den
                          letzten admin nach Verlust des Geräts; danach im Konto einen neuen
                          Passkey anlegen`;

const CLI_ACTOR = "Kommandozeile";

function emailOf(value: string | undefined): string {
  const email = value ? normalizeEmail(value) : "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError("--email braucht eine E-Mail-Adresse.");
  return email;
}

/** The roles of `--role kasse --role lesen` or `--role kasse,lesen`, each once. */
function rolesOfOptions(values: string[] | undefined): Role[] {
  const named = (values ?? []).flatMap((value) => value.split(",")).map((role) => role.trim());
  const unknown = named.find((role) => !isRole(role));
  if (unknown !== undefined || !named.length)
    throw new UsageError(
      `--role muss eine oder mehrere von ${ROLES.join(", ")} nennen${unknown ? ` (nicht "${unknown}")` : ""}.`,
    );
  return rolesOf(named)!;
}

/** Sends the link's e-mail now when SMTP is configured; else it waits in the outbox. */
async function mailNow(db: Db, config: Config, link: NewLink): Promise<string> {
  if (!config.SMTP_URL) return "SMTP_URL ist nicht gesetzt: die E-Mail wartet im Postausgang.";
  const mailer = createSmtpMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    to: config.NOTIFY_TO,
  });
  try {
    const pending = {
      id: link.outboxId,
      attempts: 0,
      kind: "team-link",
      submission: link.row,
      token: link.token,
    } as const;
    await mailer.send(buildNotification(pending, config.SITE_ORIGIN));
    await markSent(db, link.outboxId);
    return `E-Mail an ${link.row.email} gesendet.`;
  } catch (error) {
    return `E-Mail nicht gesendet (${error instanceof Error ? error.message : String(error)}); der Server versucht es erneut.`;
  } finally {
    mailer.close();
  }
}

/** The open invitations revoked with their sender's removal or new role, for the output. */
const revokedNote = (addresses: string[]) =>
  addresses.length ? `; Einladung zurückgezogen: ${addresses.join(", ")}` : "";

/** Prints where a new link's e-mail is and the link itself. */
async function announceLink(
  db: Db,
  config: Config,
  io: CommandIo,
  kind: LinkKind,
  link: NewLink,
): Promise<void> {
  const email = link.row.email;
  if (link.replaced) io.log(`Die vorige Einladung an ${email} gilt nicht mehr.`);
  io.log(await mailNow(db, config, link));
  io.log(`Gültig bis ${formatDateTime(link.row.expiresAt)} Uhr, nur einmal:`);
  io.log(linkUrl(config.SITE_ORIGIN, kind, link.token));
}

export async function run(
  args: string[],
  db: () => Promise<Db>,
  config: Config,
  io: CommandIo = processIo,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string", multiple: true } },
  });
  const [command] = positionals;
  switch (command) {
    case "invite": {
      const email = emailOf(values.email);
      const roles = rolesOfOptions(values.role);
      if (await findMemberByEmail(await db(), email))
        throw new UsageError(`${email} ist schon Mitglied (Rollen ändern: role, Zugang: recover).`);
      const link = await inviteMember(await db(), { actor: CLI_ACTOR }, email, roles);
      return announceLink(await db(), config, io, "invitation", link);
    }
    case "list": {
      const members = await listMembers(await db());
      for (const m of members)
        io.log(
          [
            m.email.padEnd(32),
            rolesText(m.roles).padEnd(20),
            `${m.passkeys} Passkey${m.passkeys === 1 ? "" : "s"}`.padEnd(11),
            m.lastSignInAt ? `zuletzt ${formatDateTime(m.lastSignInAt)}` : "noch nie angemeldet",
            m.name ? ` ${m.name}` : "",
          ].join(" "),
        );
      return io.log(`${members.length} Mitglieder`);
    }
    case "role":
    case "remove":
    case "recover": {
      const email = emailOf(values.email);
      const member = await findMemberByEmail(await db(), email);
      if (!member) throw new UsageError(`${email} ist kein Mitglied.`);
      if (command === "recover") {
        const link = await recoveryLink(await db(), { actor: CLI_ACTOR }, member);
        return announceLink(await db(), config, io, "sign-in", link);
      }
      if (command === "role") {
        const roles = rolesOfOptions(values.role);
        const revoked = await changeRoles(await db(), { actor: CLI_ACTOR }, member, roles);
        return io.log(
          `${email}: Rollen ${rolesText(member.roles)} → ${rolesText(roles)}${revokedNote(revoked)}`,
        );
      }
      const revoked = await removeMember(await db(), { actor: CLI_ACTOR }, member);
      return io.log(`Entfernt: ${email}${revokedNote(revoked)}`);
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

export const command: CliCommand = {
  usage: USAGE,
  run: ({ args, db, config, io }) => run(args, db, config, io),
};
