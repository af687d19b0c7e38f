import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/sign-in-link";
import { useArea } from "~/intern/useArea";
import { AREA_HANDLE, areaMeta } from "~/intern/meta";
import { area, areaLinks } from "~/intern/components/area-style";
import { readForm } from "../../../server/team/action-result";
import { browserLocale, teamOf } from "../../../server/team/guard";
import { peekLink, redeemLink } from "../../../server/team/links";
import { findMemberByEmail } from "../../../server/team/members";
import { signIn } from "../../../server/team/sign-in";

export const handle = AREA_HANDLE;
export const links = areaLinks;

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.signInLink.title);

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** The link from the e-mail shows a button: mail scanners open links but do not send forms. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const team = teamOf(context);
  const token = tokenOf(request);
  const link = await peekLink(team.db, "sign-in", token);
  const pageLocale = browserLocale(request);
  return link ? { pageLocale, email: link.email, token } : { pageLocale, email: null, token: "" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const form = await readForm(request);
  if (!form) return data({ failed: false, unreadable: true }, { status: 400 });
  const token = form.get("token");
  const limit = await team.takeSignInAttempt();
  const link = limit.limited ? undefined : await redeemLink(team.db, "sign-in", token);
  const member = link && (await findMemberByEmail(team.db, link.email));
  const session = await signIn(team.db, member, "email", team.device);
  if (!session) return { failed: true, unreadable: false };
  throw redirect("/intern", { headers: { "set-cookie": team.cookieHeader("session", session) } });
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useArea();
  const texts = t.signInLink;
  const usable = loaderData.email && !actionData?.failed;
  return (
    <div className={`${area.layout} ${area.narrow}`}>
      <h1>{texts.title}</h1>
      {actionData?.unreadable && <p role="alert">{t.errors.unreadableForm}</p>}
      {usable ? (
        <Form method="post">
          <p>
            {texts.confirmBefore} <strong>{loaderData.email}</strong>
            {texts.confirmAfter}
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="button">
            {texts.submit}
          </button>
        </Form>
      ) : (
        <>
          <p role="alert">{texts.expired}</p>
          <p>
            <a href="/intern/anmelden">{texts.requestNew}</a>
          </p>
        </>
      )}
    </div>
  );
}
