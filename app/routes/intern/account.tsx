import { redirect } from "react-router";
import type { Route } from "./+types/account";
import { ActionButton, AreaForm, TextField } from "~/intern/components/AreaForm";
import { PasskeyButton } from "~/intern/components/PasskeyButton";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { renamePasskeySchema } from "~/intern/schemas";
import { done, parseForm } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { listPasskeys, removePasskey, renamePasskey } from "../../../server/team/passkeys";
import { endAllSessions, endSession, listSessions } from "../../../server/team/sessions";

export const meta: Route.MetaFunction = () => areaMeta("Mein Konto");

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member, session } = requirePage("account", context, request);
  const [passkeys, sessions] = await Promise.all([
    listPasskeys(team.db, member.id),
    listSessions(team.db, member.id),
  ]);
  return {
    member: { name: member.name, email: member.email, role: member.role },
    passkeys: passkeys.map(({ id, label, createdAt, lastUsedAt }) => ({
      id,
      label,
      createdAt,
      lastUsedAt,
    })),
    sessions: sessions.map(({ id, device, method, createdAt, lastSeenAt }) => ({
      id,
      device,
      method,
      createdAt,
      lastSeenAt,
      current: id === session.id,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("account", args, {
    async "remove-passkey"({ team, member }, form) {
      await removePasskey(team.db, member.id, String(form.get("passkeyId")));
      await recordAudit(team.db, { action: "passkey-removed", member });
      return done("remove-passkey", "Der Passkey ist entfernt.");
    },
    async "rename-passkey"({ team, member }, form) {
      const parsed = parseForm(form, renamePasskeySchema);
      if (!parsed.ok) return parsed.answer;
      await renamePasskey(team.db, member.id, parsed.value.passkeyId, parsed.value.label);
      return done("rename-passkey", "Gespeichert.");
    },
    async "end-session"({ team, member, session }, form) {
      const id = String(form.get("sessionId"));
      await endSession(team.db, member.id, id);
      await recordAudit(team.db, { action: "session-ended", member });
      if (id !== session.id) return done("end-session", "Die Sitzung ist beendet.");
      team.endSession();
      throw redirect("/intern/anmelden");
    },
    async "end-all-sessions"({ team, member }) {
      const count = await endAllSessions(team.db, member.id);
      await recordAudit(team.db, {
        action: "sign-out-everywhere",
        member,
        detail: { sessions: count },
      });
      team.endSession();
      throw redirect("/intern/anmelden");
    },
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { member, passkeys, sessions } = loaderData;
  return (
    <>
      <h1>Mein Konto</h1>
      <p>
        {member.name} · {member.email} · Rolle {member.role}
      </p>
      <h2>Passkeys</h2>
      {passkeys.length === 0 && (
        <p className={styles.notice}>
          Du hast noch keinen Passkey. Lege einen an, dann brauchst du keinen E-Mail-Link mehr.
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Deine Passkeys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Angelegt</th>
              <th scope="col">Zuletzt benutzt</th>
              <th scope="col">Aktionen</th>
            </tr>
          </thead>
          <tbody>
            {passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <td data-label="Name">{passkey.label}</td>
                <td data-label="Angelegt">{formatDateTime(passkey.createdAt)}</td>
                <td data-label="Zuletzt benutzt">
                  {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : "noch nie"}
                </td>
                <td data-label="Aktionen">
                  <AreaForm
                    schema={renamePasskeySchema}
                    intent="rename-passkey"
                    hidden={{ passkeyId: passkey.id }}
                    defaultValue={{ label: passkey.label }}
                    submitLabel="Umbenennen"
                    tone="ghost"
                    inline
                  >
                    {(fields) => (
                      <TextField field={fields.label} label={`Neuer Name für ${passkey.label}`} />
                    )}
                  </AreaForm>
                  <ActionButton
                    intent="remove-passkey"
                    hidden={{ passkeyId: passkey.id }}
                    label={`Entfernen: ${passkey.label}`}
                    tone="danger"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PasskeyButton purpose="add-passkey" label="Passkey hinzufügen" />
      <h2>Angemeldete Geräte</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Deine Sitzungen</caption>
          <thead>
            <tr>
              <th scope="col">Gerät</th>
              <th scope="col">Angemeldet</th>
              <th scope="col">Zuletzt aktiv</th>
              <th scope="col">Aktion</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td data-label="Gerät">
                  {session.device} ({session.method === "passkey" ? "Passkey" : "E-Mail-Link"})
                  {session.current && <strong> · dieses Gerät</strong>}
                </td>
                <td data-label="Angemeldet">{formatDateTime(session.createdAt)}</td>
                <td data-label="Zuletzt aktiv">{formatDateTime(session.lastSeenAt)}</td>
                <td data-label="Aktion">
                  <ActionButton
                    intent="end-session"
                    hidden={{ sessionId: session.id }}
                    label={session.current ? "Abmelden" : `Beenden: ${session.device}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ActionButton intent="end-all-sessions" label="Überall abmelden" tone="danger" />
    </>
  );
}
