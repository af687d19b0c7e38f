import { useRef } from "react";
import { redirect } from "react-router";
import { teamMessages } from "~/i18n/team-catalogue";
import type { Route } from "./+types/invitation";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { useArea } from "~/intern/useArea";
import { AreaForm, TextField } from "~/intern/components/AreaForm";
import { PasskeyButton } from "~/intern/components/PasskeyButton";
import { AREA_HANDLE, areaMeta } from "~/intern/meta";
import { acceptInvitationSchema } from "~/team/schemas";
import {
  answerTo,
  parseForm,
  readForm,
  refused,
  unreadable,
} from "../../../server/team/action-result";
import { area, areaLinks } from "~/intern/components/area-style";
import formStyles from "~/components/forms/Form.module.css";
import { browserLocale, teamOf } from "../../../server/team/guard";
import { join } from "../../../server/team/join";
import { peekLink } from "../../../server/team/links";

export const handle = AREA_HANDLE;
export const links = areaLinks;

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.invitation.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await peekLink(team.db, "invitation", token);
  const pageLocale = browserLocale(request);
  return invitation
    ? { pageLocale, token, email: invitation.email, roles: invitation.roles ?? [] }
    : { pageLocale, token: "", email: null, roles: [] };
}

/** Joining without a passkey (no JavaScript, or no passkey on this device): by e-mail links. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const form = await readForm(request);
  if (!form) return unreadable();
  return answerTo(form, accept(team, form, teamMessages(browserLocale(request)).invitation));
}

async function accept(
  team: ReturnType<typeof teamOf>,
  form: FormData,
  texts: TeamMessages["invitation"],
) {
  const parsed = parseForm(form, acceptInvitationSchema);
  if (!parsed.ok) return parsed.answer;
  const limit = await team.takeSignInAttempt();
  if (limit.limited) return refused("", texts.tooManyAttempts);
  const joined = await join(team.db, { ...parsed.value, device: team.device });
  if ("refused" in joined)
    return refused("", joined.refused === "member" ? texts.alreadyMember : texts.gone);
  throw redirect("/intern/konto", {
    headers: { "set-cookie": team.cookieHeader("session", joined.session) },
  });
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  const { t, roleNames } = useArea();
  const texts = t.invitation;
  const name = useRef<HTMLInputElement>(null);
  if (!loaderData.email)
    return (
      <div className={`${area.layout} ${area.narrow}`}>
        <h1>{texts.title}</h1>
        <p role="alert">{texts.gone}</p>
        <p>{texts.askForNew}</p>
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
    <div className={`${area.layout} ${area.narrow}`}>
      <h1>{texts.heading}</h1>
      <p>
        {texts.forBefore} <strong>{loaderData.email}</strong>{" "}
        {texts.forRoles[loaderData.roles.length === 1 ? "one" : "other"]}{" "}
        <strong>{roleNames(loaderData.roles)}</strong>
        {texts.forAfter}
      </p>
      <h2>{texts.passkeyHeading}</h2>
      <p>{texts.passkeyIntro}</p>
      <div className={formStyles.form}>
        <div className={formStyles.field}>
          <label htmlFor="passkey-name" className={formStyles.label}>
            {texts.yourName}
          </label>
          <input
            id="passkey-name"
            ref={name}
            className={formStyles.control}
            autoComplete="name"
            maxLength={80}
          />
        </div>
        <PasskeyButton purpose="invitation" label={texts.passkeyButton} extra={passkeyRequest} />
      </div>
      <h2>{texts.withoutHeading}</h2>
      <p>{texts.withoutIntro}</p>
      <AreaForm
        schema={acceptInvitationSchema}
        hidden={{ token: loaderData.token }}
        submitLabel={texts.join}
        tone="ghost"
      >
        {(fields) => <TextField field={fields.name} label={texts.yourName} autoComplete="name" />}
      </AreaForm>
    </div>
  );
}
