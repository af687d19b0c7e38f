import { useRef } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { AreaForm, TextField } from "~/intern/components/AreaForm";
import { PasskeyButton } from "~/intern/components/PasskeyButton";
import { AREA_HANDLE, areaMeta } from "~/intern/meta";
import { isRole } from "~/intern/permissions";
import { acceptInvitationSchema } from "~/intern/schemas";
import { parseForm, refused } from "~/intern/form.server";
import styles from "~/intern/components/area.module.css";
import formStyles from "~/components/forms/Form.module.css";
import { recordAudit } from "../../../server/team/audit";
import { teamOf } from "../../../server/team/guard";
import { peekLink, redeemLink } from "../../../server/team/links";
import { createMember, findMemberByEmail } from "../../../server/team/members";
import { createSession } from "../../../server/team/sessions";

export const handle = AREA_HANDLE;
export const meta: Route.MetaFunction = () => areaMeta("Einladung");

export async function loader({ context, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await peekLink(team.db, "invitation", token);
  return invitation
    ? { token, email: invitation.email, role: invitation.role }
    : { token: "", email: null, role: null };
}

const GONE = "Diese Einladung ist abgelaufen oder schon angenommen.";

/** Joining without a passkey (no JavaScript, or no passkey on this device): by e-mail links. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const parsed = parseForm(await request.formData(), acceptInvitationSchema);
  if (!parsed.ok) return parsed.answer;
  const limit = await team.takeSignInAttempt();
  if (limit.limited) return refused("", "Zu viele Versuche. Bitte warte ein paar Minuten.");
  const invitation = await redeemLink(team.db, "invitation", parsed.value.token);
  if (!invitation || !isRole(invitation.role)) return refused("", GONE);
  if (await findMemberByEmail(team.db, invitation.email))
    return refused("", "Diese Adresse gehört schon zum Team. Bitte melde dich an.");
  const member = await createMember(team.db, {
    email: invitation.email,
    name: parsed.value.name,
    role: invitation.role,
  });
  team.startSession(await createSession(team.db, member.id, "email", team.device));
  await recordAudit(team.db, {
    action: "invitation-accepted",
    member,
    detail: { role: member.role },
  });
  throw redirect("/intern/konto");
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const name = useRef<HTMLInputElement>(null);
  if (!loaderData.email)
    return (
      <div className={`${styles.area} ${styles.narrow}`}>
        <h1>Einladung</h1>
        <p role="alert">{GONE}</p>
        <p>Bitte die Person, die dich eingeladen hat, um eine neue Einladung.</p>
      </div>
    );
  const passkeyRequest = () => {
    const value = name.current?.value ?? "";
    const check = acceptInvitationSchema.safeParse({ token: loaderData.token, name: value });
    if (!check.success) {
      name.current?.focus();
      name.current?.setAttribute("aria-invalid", "true");
      return undefined;
    }
    return { token: loaderData.token, name: check.data.name };
  };
  return (
    <div className={`${styles.area} ${styles.narrow}`}>
      <h1>Willkommen im Teambereich</h1>
      <p>
        Einladung für <strong>{loaderData.email}</strong> mit der Rolle{" "}
        <strong>{loaderData.role}</strong>.
      </p>
      <h2>Mit Passkey beitreten (empfohlen)</h2>
      <p>
        Ein Passkey meldet dich mit Fingerabdruck, Gesicht oder der PIN deines Geräts an, ohne
        Passwort.
      </p>
      <div className={formStyles.form}>
        <div className={formStyles.field}>
          <label htmlFor="passkey-name" className={formStyles.label}>
            Dein Name
          </label>
          <input
            id="passkey-name"
            ref={name}
            className={formStyles.control}
            autoComplete="name"
            maxLength={80}
          />
        </div>
        <PasskeyButton
          purpose="invitation"
          label="Passkey anlegen und beitreten"
          extra={passkeyRequest}
        />
      </div>
      <h2>Ohne Passkey beitreten</h2>
      <p>
        Du meldest dich dann jeweils mit einem Link per E-Mail an und kannst später einen Passkey
        anlegen.
      </p>
      <AreaForm
        schema={acceptInvitationSchema}
        hidden={{ token: loaderData.token }}
        submitLabel="Beitreten"
        tone="ghost"
      >
        {(fields) => <TextField field={fields.name} label="Dein Name" autoComplete="name" />}
      </AreaForm>
    </div>
  );
}
