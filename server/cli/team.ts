/**
 * `npm run team -- <command>`: the team area's members from the server's command line, above
 * all the first admin of a new installation and the way back in for one who lost every passkey.
 * See docs/team-area.md.
 */
import { parseArgs } from "node:util";
import { ROLES, isRole, type Role } from "../../app/intern/permissions";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { formatDateTime } from "../format";
import { createSmtpMailer } from "../mail/mailer";
import { buildNotification } from "../mail/notification";
import { markSent } from "../db/outbox";
import { recordAudit, recordRevoked } from "../team/audit";
import { createLink, linkUrl, type LinkKind, type NewLink } from "../team/links";
import {
  changeRole,
  findMemberByEmail,
  listMembers,
  normalizeEmail,
  removeMember,
} from "../team/members";
import { endAllSessions } from "../team/sessions";
import { isMain, runCommand, UsageError } from "./command";

const USAGE = `Aufruf: npm run team -- <Befehl>

  invite --email <adresse> --role <${ROLES.join("|")}>
                          einladen; der Link (72 Stunden gültig) steht in der letzten Zeile
                          und geht per E-Mail hinaus, wenn SMTP_URL gesetzt ist
  list                    Mitglieder mit Rolle, Passkeys und letzter Anmeldung
  role --email <adresse> --role <rolle>
                          die Rolle ändern
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

function roleOf(value: string | undefined): Role {
  if (!isRole(value)) throw new UsageError(`--role muss eine von ${ROLES.join(", ")} sein.`);
  return value;
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

async function issueLink(
  db: Db,
  config: Config,
  kind: LinkKind,
  email: string,
  role?: Role,
): Promise<void> {
  const link = await createLink(db, { kind, email, ...(role && { role }) });
  await recordAudit(db, {
    action: kind === "invitation" ? "member-invited" : "sign-in-link-requested",
    actor: CLI_ACTOR,
    target: email,
    ...(role && { detail: { role, ...(link.replaced && { replaced: true }) } }),
  });
  if (link.replaced) console.log(`Die vorige Einladung an ${email} gilt nicht mehr.`);
  console.log(await mailNow(db, config, link));
  console.log(`Gültig bis ${formatDateTime(link.row.expiresAt)} Uhr, nur einmal:`);
  console.log(linkUrl(config.SITE_ORIGIN, kind, link.token));
}

export async function run(args: string[], db: () => Promise<Db>, config: Config): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string" } },
  });
  const [command] = positionals;
  switch (command) {
    case "invite": {
      const email = emailOf(values.email);
      const role = roleOf(values.role);
      if (await findMemberByEmail(await db(), email))
        throw new UsageError(`${email} ist schon Mitglied (Rolle ändern: role, Zugang: recover).`);
      return issueLink(await db(), config, "invitation", email, role);
    }
    case "list": {
      const members = await listMembers(await db());
      for (const m of members)
        console.log(
          [
            m.email.padEnd(32),
            m.role.padEnd(10),
            `${m.passkeys} Passkey${m.passkeys === 1 ? "" : "s"}`.padEnd(11),
            m.lastSignInAt ? `zuletzt ${formatDateTime(m.lastSignInAt)}` : "noch nie angemeldet",
            m.name ? ` ${m.name}` : "",
          ].join(" "),
        );
      return console.log(`${members.length} Mitglieder`);
    }
    case "role":
    case "remove":
    case "recover": {
      const email = emailOf(values.email);
      const member = await findMemberByEmail(await db(), email);
      if (!member) throw new UsageError(`${email} ist kein Mitglied.`);
      if (command === "recover") return issueLink(await db(), config, "sign-in", email);
      if (command === "role") {
        const role = roleOf(values.role);
        const revoked = await changeRole(await db(), member.id, role);
        await recordAudit(await db(), {
          action: "role-changed",
          actor: CLI_ACTOR,
          target: email,
          detail: { from: member.role, to: role },
        });
        await recordRevoked(await db(), { actor: CLI_ACTOR }, email, revoked);
        return console.log(`${email}: Rolle ${member.role} → ${role}${revokedNote(revoked)}`);
      }
      await endAllSessions(await db(), member.id);
      const revoked = await removeMember(await db(), member.id);
      await recordAudit(await db(), { action: "member-removed", actor: CLI_ACTOR, target: email });
      await recordRevoked(await db(), { actor: CLI_ACTOR }, email, revoked);
      return console.log(`Entfernt: ${email}${revokedNote(revoked)}`);
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

if (isMain(import.meta.url)) await runCommand(USAGE, run);
