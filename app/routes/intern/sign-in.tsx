import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { AreaForm, TextField } from "~/intern/components/AreaForm";
import { PasskeyButton } from "~/intern/components/PasskeyButton";
import { AREA_HANDLE, areaMeta } from "~/intern/meta";
import { signInLinkSchema } from "~/intern/schemas";
import styles from "~/intern/components/area.module.css";
import { done, parseForm, refused } from "~/intern/form.server";
import { recordAudit } from "../../../server/team/audit";
import { safeReturnPath, teamOf } from "../../../server/team/guard";
import { createLink } from "../../../server/team/links";
import { findMemberByEmail } from "../../../server/team/members";

export const handle = AREA_HANDLE;
export const meta: Route.MetaFunction = () => areaMeta("Anmelden");

export function loader({ context, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  const back = safeReturnPath(new URL(request.url).searchParams.get("weiter"));
  if (team.current) throw redirect(back);
  return { mailConfigured: team.mailConfigured };
}

const SENT =
  "Wenn diese Adresse zum Team gehört, ist jetzt ein Anmeldelink unterwegs. Er gilt 15 Minuten und nur einmal.";

/** The e-mail sign-in link: the same answer for known and unknown addresses. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const form = await request.formData();
  const parsed = parseForm(form, signInLinkSchema);
  if (!parsed.ok) return parsed.answer;
  const { email } = parsed.value;
  const limit = await team.takeSignInAttempt(email);
  if (limit.limited)
    return refused(
      "",
      `Zu viele Versuche. Bitte warte ${Math.ceil(limit.retryAfterSeconds / 60)} Minuten.`,
    );
  const member = await findMemberByEmail(team.db, email);
  if (member) {
    await createLink(team.db, { kind: "sign-in", email: member.email });
    team.nudgeOutbox();
  }
  await recordAudit(team.db, {
    action: "sign-in-link-requested",
    member,
    detail: { known: Boolean(member) },
  });
  return done("", SENT);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const weiter = params.get("weiter") ?? "";
  return (
    <div className={`${styles.area} ${styles.narrow}`}>
      <h1>Teambereich</h1>
      <p>Für Mitglieder des Teams mit Einladung.</p>
      <h2>Mit Passkey</h2>
      <PasskeyButton purpose="sign-in" label="Mit Passkey anmelden" extra={() => ({ weiter })} />
      <h2>Mit Link per E-Mail</h2>
      <p>Für ein neues Gerät oder wenn der Passkey fehlt.</p>
      {!loaderData.mailConfigured && (
        <p className={styles.muted}>
          Hinweis: Auf diesem Server ist kein E-Mail-Versand eingerichtet; Links warten im
          Postausgang. Die Person mit Zugang zum Server kann mit{" "}
          <code>npm run team -- recover</code> einen Link erzeugen.
        </p>
      )}
      <AreaForm schema={signInLinkSchema} submitLabel="Link senden">
        {(fields) => (
          <TextField
            field={fields.email}
            label="E-Mail-Adresse"
            type="email"
            autoComplete="email"
          />
        )}
      </AreaForm>
    </div>
  );
}
