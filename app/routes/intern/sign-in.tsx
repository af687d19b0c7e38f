import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import { teamMessages } from "~/i18n/team-catalogue";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { AreaForm, TextField } from "~/intern/components/AreaForm";
import { PasskeyButton } from "~/intern/components/PasskeyButton";
import { AREA_HANDLE, areaMeta } from "~/intern/meta";
import { signInLinkSchema } from "~/team/schemas";
import { area, areaLinks } from "~/intern/components/area-style";
import { done, parseForm, readForm, refused, unreadable } from "../../../server/team/action-result";
import { AreaError } from "~/intern/components/AreaError";
import { browserLocale, returnPathOf, teamOf } from "../../../server/team/guard";
import { requestSignInLink } from "../../../server/team/sign-in";

export const handle = AREA_HANDLE;
export const links = areaLinks;

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.signIn.title);

export function loader({ context, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  const back = returnPathOf(request);
  if (team.current) throw redirect(back);
  return { pageLocale: browserLocale(request), mailConfigured: team.mailConfigured };
}

export function ErrorBoundary() {
  return <AreaError />;
}

/** The e-mail sign-in link: the same answer for known and unknown addresses. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const texts = teamMessages(browserLocale(request));
  const form = await readForm(request);
  if (!form) return unreadable();
  const parsed = parseForm(form, signInLinkSchema);
  if (!parsed.ok) return parsed.answer;
  const { email } = parsed.value;
  const limit = await team.takeSignInAttempt(email);
  if (limit.limited)
    return refused(
      "",
      format(texts.errors.tooManyAttempts, { minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
    );
  if (await requestSignInLink(team.db, email)) team.nudgeOutbox();
  return done("", texts.signIn.sent);
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useArea();
  const texts = t.signIn;
  const [params] = useSearchParams();
  const weiter = params.get("weiter") ?? "";
  return (
    <div className={`${area.layout} ${area.narrow}`}>
      <h1>{texts.heading}</h1>
      <p>{texts.intro}</p>
      <h2>{texts.passkeyHeading}</h2>
      <PasskeyButton purpose="sign-in" label={texts.passkeyButton} extra={() => ({ weiter })} />
      <h2>{texts.linkHeading}</h2>
      <p>{texts.linkIntro}</p>
      {!loaderData.mailConfigured && (
        <p className={area.muted}>
          {texts.noMailBefore} <code>npm run team -- recover</code> {texts.noMailAfter}
        </p>
      )}
      <AreaForm schema={signInLinkSchema} submitLabel={texts.submit}>
        {(fields) => (
          <TextField
            field={fields.email}
            label={t.common.emailAddress}
            type="email"
            autoComplete="email"
          />
        )}
      </AreaForm>
    </div>
  );
}
