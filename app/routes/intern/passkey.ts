import type { Route } from "./+types/passkey";
import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { teamMessages } from "~/i18n/team-catalogue";
import { errorText } from "~/team/field-error";
import { acceptInvitationSchema } from "~/team/schemas";
import { browserLocale, requireAccess, safeReturnPath, teamOf } from "../../../server/team/guard";
import { join, type JoinRefusal } from "../../../server/team/join";
import { peekLink } from "../../../server/team/links";
import { findMember, findMemberByEmail, memberLocale } from "../../../server/team/members";
import {
  addPasskey,
  authenticationOptions,
  listPasskeys,
  registrationOptions,
  storeChallenge,
  takeChallenge,
  verifyAuthentication,
  verifyRegistration,
} from "../../../server/team/passkeys";
import { newSecret } from "../../../server/team/secrets";
import { signIn } from "../../../server/team/sign-in";
import type { TeamContext } from "../../../server/team/context";
import { formatDate } from "~/team/format";

const fail = (message: string, status = 400) => Response.json({ message }, { status });

const TOO_MANY = (seconds: number, t: TeamMessages) =>
  fail(format(t.errors.tooManyAttempts, { minutes: Math.ceil(seconds / 60) }), 429);

/** `response` with these `Set-Cookie` values besides. */
function withCookies(response: Response, ...cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

/** The ceremony's first answer: its options, and the cookie that names its stored challenge. */
const ceremonyStarted = (team: TeamContext, options: unknown, secret: string) =>
  withCookies(Response.json({ options }), team.cookieHeader("challenge", secret));

const passkeyLabel = (team: TeamContext) => `${team.device}, ${formatDate(new Date())}`;

async function signInCeremony(team: TeamContext, body: Record<string, unknown>, t: TeamMessages) {
  const texts = t.passkey;
  if (body.step === "options") {
    const limit = await team.takeSignInAttempt();
    if (limit.limited) return TOO_MANY(limit.retryAfterSeconds, t);
    const options = await authenticationOptions(team.rp);
    const secret = await storeChallenge(team.db, options.challenge, { purpose: "sign-in" });
    return ceremonyStarted(team, options, secret);
  }
  const ceremony = await takeChallenge(team.db, team.cookie("challenge"), "sign-in");
  const used = team.cookieHeader("challenge", null);
  const memberId =
    ceremony && (await verifyAuthentication(team.db, team.rp, body.response, ceremony.challenge));
  const member = memberId ? await findMember(team.db, memberId) : undefined;
  const session = await signIn(team.db, member, "passkey", team.device);
  if (!session) return withCookies(fail(texts.unknown), used);
  return withCookies(
    Response.json({ redirect: safeReturnPath(body.weiter) }),
    used,
    team.cookieHeader("session", session),
  );
}

async function addPasskeyCeremony(
  team: TeamContext,
  body: Record<string, unknown>,
  request: Request,
  t: TeamMessages,
) {
  const texts = t.passkey;
  const { member } = requireAccess({ team }, request, "area:use");
  if (body.step === "options") {
    const existing = await listPasskeys(team.db, member.id);
    const options = await registrationOptions(
      team.rp,
      { handle: member.webauthnUserId, email: member.email, name: member.name },
      existing,
    );
    const secret = await storeChallenge(team.db, options.challenge, {
      purpose: "add-passkey",
      memberId: member.id,
    });
    return ceremonyStarted(team, options, secret);
  }
  const ceremony = await takeChallenge(team.db, team.cookie("challenge"), "add-passkey");
  const used = team.cookieHeader("challenge", null);
  if (!ceremony || ceremony.memberId !== member.id) return withCookies(fail(texts.tryAgain), used);
  const passkey = await verifyRegistration(team.rp, body.response, ceremony.challenge);
  if (!passkey) return withCookies(fail(texts.notAccepted), used);
  if (!(await addPasskey(team.db, member, passkey, passkeyLabel(team))))
    return withCookies(fail(texts.taken, 409), used);
  return withCookies(Response.json({ redirect: "/intern/konto" }), used);
}

/** What joining with a passkey answers when the invitation was not accepted. */
const JOIN_REFUSED: Record<JoinRefusal, (t: TeamMessages) => Response> = {
  gone: (t) => fail(t.invitation.gone),
  "other-invitation": (t) => fail(t.passkey.tryAgain),
  member: (t) => fail(t.passkey.alreadyMember, 409),
  "passkey-taken": (t) => fail(t.passkey.taken, 409),
};

async function acceptInvitation(team: TeamContext, body: Record<string, unknown>, t: TeamMessages) {
  const texts = t.passkey;
  const parsed = acceptInvitationSchema.safeParse(body);
  if (!parsed.success)
    return fail(errorText(t.form, parsed.error.issues[0]?.message ?? texts.checkInput));
  const { token, name } = parsed.data;
  if (body.step === "options") {
    const limit = await team.takeSignInAttempt();
    if (limit.limited) return TOO_MANY(limit.retryAfterSeconds, t);
    const invitation = await peekLink(team.db, "invitation", token);
    if (!invitation) return fail(t.invitation.gone);
    if (await findMemberByEmail(team.db, invitation.email)) return fail(texts.alreadyMember);
    const userHandle = newSecret();
    const options = await registrationOptions(
      team.rp,
      { handle: userHandle, email: invitation.email, name },
      [],
    );
    const secret = await storeChallenge(team.db, options.challenge, {
      purpose: "invitation",
      tokenId: invitation.id,
      name,
      userHandle,
    });
    return ceremonyStarted(team, options, secret);
  }
  const ceremony = await takeChallenge(team.db, team.cookie("challenge"), "invitation");
  const used = team.cookieHeader("challenge", null);
  if (!ceremony?.userHandle || !ceremony.tokenId) return withCookies(fail(texts.tryAgain), used);
  const passkey = await verifyRegistration(team.rp, body.response, ceremony.challenge);
  if (!passkey) return withCookies(fail(texts.notAccepted), used);
  const joined = await join(team.db, {
    token,
    name: ceremony.name ?? name,
    device: team.device,
    passkey: {
      invitationId: ceremony.tokenId,
      userHandle: ceremony.userHandle,
      credential: passkey,
      label: passkeyLabel(team),
    },
  });
  if ("refused" in joined) return withCookies(JOIN_REFUSED[joined.refused](t), used);
  return withCookies(
    Response.json({ redirect: "/intern" }),
    used,
    team.cookieHeader("session", joined.session),
  );
}

/** The passkey ceremonies: sign-in, a new passkey of a member, and accepting an invitation. */
export async function action({ context, request }: Route.ActionArgs) {
  const team = teamOf(context);
  const t = teamMessages(team.current ? memberLocale(team.current.member) : browserLocale(request));
  const texts = t.passkey;
  if (!request.headers.get("content-type")?.startsWith("application/json"))
    return fail(texts.jsonExpected, 415);
  const body = (await request.json().catch(() => undefined)) as unknown;
  if (!body || typeof body !== "object" || Array.isArray(body)) return fail(texts.jsonExpected);
  const fields = body as Record<string, unknown>;
  if (fields.step !== "options" && fields.step !== "verify") return fail(texts.unknownStep);
  switch (fields.purpose) {
    case "sign-in":
      return signInCeremony(team, fields, t);
    case "add-passkey":
      return addPasskeyCeremony(team, fields, request, t);
    case "invitation":
      return acceptInvitation(team, fields, t);
    default:
      return fail(texts.unknownPurpose);
  }
}

export function loader({ request }: Route.LoaderArgs) {
  return fail(teamMessages(browserLocale(request)).passkey.postOnly, 405);
}
