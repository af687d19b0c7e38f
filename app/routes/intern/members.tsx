import type { Route } from "./+types/members";
import { ActionButton, AreaForm, SelectField, TextField } from "~/intern/components/AreaForm";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { isRole, ROLES } from "~/intern/permissions";
import { changeRoleSchema, inviteSchema } from "~/intern/schemas";
import { done, parseForm, refused } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { createLink, openInvitations, revokeInvitation } from "../../../server/team/links";
import {
  changeRole,
  findMember,
  findMemberByEmail,
  LastAdminError,
  listMembers,
  removeMember,
} from "../../../server/team/members";

export const meta: Route.MetaFunction = () => areaMeta("Mitglieder");

const ROLE_OPTIONS = [
  { value: "lesen", label: "lesen: Nachrichten, Beträge und Daten der Spenden" },
  { value: "newsletter", label: "newsletter: Abonnentinnen und Abonnenten" },
  { value: "kasse", label: "kasse: Spenden mit Namen, Exporte, Löschungen" },
  { value: "admin", label: "admin: alles, auch Mitglieder und Rollen" },
] as const satisfies readonly { value: (typeof ROLES)[number]; label: string }[];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("members", context, request);
  const [members, invitations] = await Promise.all([
    listMembers(team.db),
    openInvitations(team.db),
  ]);
  return {
    me: member.id,
    mailConfigured: team.mailConfigured,
    members: members.map(({ id, name, email, role, lastSignInAt, passkeys }) => ({
      id,
      name,
      email,
      role,
      lastSignInAt,
      passkeys,
    })),
    invitations: invitations.map(({ id, email, role, expiresAt }) => ({
      id,
      email,
      role,
      expiresAt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("members", args, {
    async invite({ team, member }, form) {
      const parsed = parseForm(form, inviteSchema);
      if (!parsed.ok) return parsed.answer;
      const { email, role } = parsed.value;
      if (await findMemberByEmail(team.db, email))
        return refused("invite", `${email} gehört schon zum Team.`);
      await createLink(team.db, { kind: "invitation", email, role, createdBy: member.id });
      team.nudgeOutbox();
      await recordAudit(team.db, {
        action: "member-invited",
        member,
        target: email,
        detail: { role },
      });
      return done("invite", `Einladung an ${email} ist unterwegs (gilt 72 Stunden).`);
    },
    async "change-role"({ team, member }, form) {
      const parsed = parseForm(form, changeRoleSchema);
      if (!parsed.ok) return parsed.answer;
      const target = await findMember(team.db, parsed.value.memberId);
      if (!target)
        return refused("change-role", "Dieses Mitglied gibt es nicht mehr.", parsed.value.memberId);
      try {
        await changeRole(team.db, target.id, parsed.value.role);
      } catch (error) {
        if (error instanceof LastAdminError)
          return refused("change-role", error.message, target.id);
        throw error;
      }
      await recordAudit(team.db, {
        action: "role-changed",
        member,
        target: target.email,
        detail: { from: target.role, to: parsed.value.role },
      });
      return {
        ...done("change-role", `${target.email} hat jetzt die Rolle ${parsed.value.role}.`),
        target: target.id,
      };
    },
    async remove({ team, member }, form) {
      const target = await findMember(team.db, String(form.get("memberId")));
      if (!target) return refused("remove", "Dieses Mitglied gibt es nicht mehr.");
      try {
        await removeMember(team.db, target.id);
      } catch (error) {
        if (error instanceof LastAdminError) return refused("remove", error.message, target.id);
        throw error;
      }
      await recordAudit(team.db, { action: "member-removed", member, target: target.email });
      return done("remove", `${target.email} ist entfernt; alle Sitzungen sind beendet.`);
    },
    async "revoke-invitation"({ team, member }, form) {
      const revoked = await revokeInvitation(team.db, String(form.get("invitationId")));
      if (revoked)
        await recordAudit(team.db, { action: "invitation-revoked", member, target: revoked.email });
      return done("revoke-invitation", "Die Einladung ist zurückgezogen.");
    },
  });
}

export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, me } = loaderData;
  const notice =
    actionData && "notice" in actionData && actionData.intent !== "invite"
      ? actionData.notice
      : undefined;
  return (
    <>
      <h1>Mitglieder</h1>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Mitglieder des Teambereichs</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-Mail</th>
              <th scope="col">Rolle</th>
              <th scope="col">Passkeys</th>
              <th scope="col">Zuletzt angemeldet</th>
              <th scope="col">Aktionen</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td data-label="Name">
                  {m.name}
                  {m.id === me && " (du)"}
                </td>
                <td data-label="E-Mail">{m.email}</td>
                <td data-label="Rolle">{m.role}</td>
                <td data-label="Passkeys" className={styles.number}>
                  {m.passkeys}
                </td>
                <td data-label="Zuletzt angemeldet">
                  {m.lastSignInAt ? formatDateTime(m.lastSignInAt) : "noch nie"}
                </td>
                <td data-label="Aktionen">
                  <AreaForm
                    schema={changeRoleSchema}
                    intent="change-role"
                    hidden={{ memberId: m.id }}
                    defaultValue={{ role: isRole(m.role) ? m.role : "lesen" }}
                    submitLabel="Rolle ändern"
                    tone="ghost"
                    inline
                  >
                    {(fields) => (
                      <SelectField
                        field={fields.role}
                        label={`Rolle von ${m.email}`}
                        options={ROLE_OPTIONS}
                      />
                    )}
                  </AreaForm>
                  <ActionButton
                    intent="remove"
                    hidden={{ memberId: m.id }}
                    label={`Entfernen: ${m.email}`}
                    tone="danger"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>Einladen</h2>
      {!loaderData.mailConfigured && (
        <p className={styles.muted}>
          Kein E-Mail-Versand eingerichtet: Einladungen warten im Postausgang. Auf dem Server
          erzeugt <code>npm run team -- invite</code> einen Link zum Weitergeben.
        </p>
      )}
      <AreaForm
        schema={inviteSchema}
        intent="invite"
        defaultValue={{ role: "lesen" }}
        submitLabel="Einladung senden"
      >
        {(fields) => (
          <>
            <TextField field={fields.email} label="E-Mail-Adresse" type="email" />
            <SelectField field={fields.role} label="Rolle" options={ROLE_OPTIONS} />
          </>
        )}
      </AreaForm>

      <h2>Offene Einladungen</h2>
      {invitations.length === 0 ? (
        <p className={styles.muted}>Keine.</p>
      ) : (
        <ul>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              {invitation.email} ({invitation.role}), gültig bis{" "}
              {formatDateTime(invitation.expiresAt)}{" "}
              <ActionButton
                intent="revoke-invitation"
                hidden={{ invitationId: invitation.id }}
                label={`Zurückziehen: ${invitation.email}`}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
