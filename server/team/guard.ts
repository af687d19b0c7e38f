import { data, redirect, type AppLoadContext } from "react-router";
import { AREA, type AreaAction, type AreaPageKey } from "../../app/team/access";
import { can, rolesOf, type Permission, type Role } from "../../app/team/permissions";
import type { MemberRow, SessionRow } from "../db/schema";
import { answerTo, type AreaAnswer } from "./action-result";
import type { TeamContext } from "./context";
import { memberLocale } from "./members";
import { acceptedLocale, type Locale } from "../../app/i18n/locale";
import type { TeamMessages } from "../../app/i18n/messages/team.de";
import { teamMessages } from "../../app/i18n/team-catalogue";

export interface SignedIn {
  team: TeamContext;
  member: MemberRow & { roles: Role[] };
  session: SessionRow;
  /** The member's language: the area's pages, answers and mails to them (ADR 0176). */
  locale: Locale;
  texts: TeamMessages;
}

/** The language of an area page before sign-in: what the browser asks for, else German. */
export const browserLocale = (request: Request): Locale =>
  acceptedLocale(request.headers.get("accept-language"));

/** The area's server context; a request that did not come through the area has none. */
export function teamOf(context: AppLoadContext): TeamContext {
  if (!context.team) throw data(teamMessages("de").errors.missing, { status: 404 });
  return context.team;
}

export const SIGN_IN_PATH = "/intern/anmelden";

/** To the sign-in page once the member's own session has ended, clearing its cookie. */
export const signedOut = (team: TeamContext) =>
  redirect(SIGN_IN_PATH, { headers: { "set-cookie": team.cookieHeader("session", null) } });

/**
 * What an address of the site can be made of as its pages write them: printable ASCII, the rest
 * percent-encoded (no space, no line break, no NUL: nothing that cannot go into a header).
 */
const ADDRESS_TEXT = /^[\x21-\x7e]*$/;

/** A page of the area to return to after signing in (nothing else: no open redirect). */
export function safeReturnPath(value: unknown): string {
  return typeof value === "string" &&
    ADDRESS_TEXT.test(value) &&
    /^\/intern(?:[/?#]|$)/.test(value) &&
    !value.includes("//") &&
    !value.includes("\\")
    ? value
    : "/intern";
}

/**
 * The page a request's `weiter` names to return to after signing in (see safeReturnPath). A
 * value no link of the site makes, with characters that cannot go into a header, is refused
 * with 400.
 */
export function returnPathOf(request: Request): string {
  const value = new URL(request.url).searchParams.get("weiter");
  if (value !== null && !ADDRESS_TEXT.test(value))
    throw data(teamMessages(browserLocale(request)).errors.badAddress, { status: 400 });
  return safeReturnPath(value);
}

/** The signed-in member, or a redirect to the sign-in page that comes back here. */
export function requireMember(context: AppLoadContext, request: Request): SignedIn {
  const team = teamOf(context);
  const current = team.current;
  const roles = current && rolesOf(current.member.roles);
  if (!current || !roles) {
    const url = new URL(request.url);
    const back = url.pathname.replace(/\.data$/, "") + url.search;
    throw redirect(`${SIGN_IN_PATH}?weiter=${encodeURIComponent(back)}`);
  }
  const locale = memberLocale(current.member);
  return {
    team,
    member: { ...current.member, roles },
    session: current.session,
    locale,
    texts: teamMessages(locale),
  };
}

export function forbidden(locale: Locale = "de"): never {
  throw data(teamMessages(locale).errors.notAllowed, { status: 403 });
}

/** The signed-in member, if one of their roles has `permission`; else 403. */
export function requireAccess(
  context: AppLoadContext,
  request: Request,
  permission: Permission,
): SignedIn {
  const signedIn = requireMember(context, request);
  if (!can(signedIn.member.roles, permission)) forbidden(signedIn.locale);
  return signedIn;
}

/** The loader's guard of an area page (its `read` permission in AREA). */
export const requirePage = (page: AreaPageKey, context: AppLoadContext, request: Request) =>
  requireAccess(context, request, AREA[page].read);

export type ActionHandler = (signedIn: SignedIn, form: FormData) => Promise<AreaAnswer>;

/**
 * An area page's action: the form's `intent` picks the handler, and the handler runs only when
 * one of the member's roles has that intent's permission in AREA (the handlers must be exactly the
 * intents listed there).
 */
export async function runAction<K extends AreaPageKey>(
  page: K,
  { context, request }: { context: AppLoadContext; request: Request },
  handlers: Record<AreaAction<K>, ActionHandler>,
): Promise<AreaAnswer> {
  const signedIn = requireMember(context, request);
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const actions = AREA[page].actions as Record<string, Permission>;
  if (!form || typeof intent !== "string" || !Object.hasOwn(actions, intent))
    throw data(signedIn.texts.errors.unknownAction, { status: 400 });
  if (!can(signedIn.member.roles, actions[intent]!)) forbidden(signedIn.locale);
  return answerTo(form, (handlers as Record<string, ActionHandler>)[intent]!(signedIn, form));
}
