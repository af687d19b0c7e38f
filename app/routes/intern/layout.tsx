import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { format } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { teamMessages } from "~/i18n/team-catalogue";
import { AREA } from "~/team/access";
import { AREA_HANDLE } from "~/intern/meta";
import { areaFormat } from "~/team/format";
import { useArea } from "~/intern/useArea";
import { can } from "~/team/permissions";
import { AreaError } from "~/intern/components/AreaError";
import { area, areaLinks } from "~/intern/components/area-style";
import { requireMember } from "../../../server/team/guard";

export const handle = AREA_HANDLE;
export const links = areaLinks;

/** The menu: each page under its title, if one of the member's roles may read it. */
const PAGES = [
  "overview",
  "submissions",
  "donations",
  "erasure",
  "subscribers",
  "content",
  "newsletter",
  "website",
  "outbox",
  "members",
  "audit",
  "account",
] as const;

const navOf = (locale: Locale) =>
  PAGES.map((page) => ({
    label: teamMessages(locale)[page].title,
    path: AREA[page].path,
    permission: AREA[page].read,
  }));

export function loader({ context, request }: Route.LoaderArgs) {
  const { member, locale } = requireMember(context, request);
  return {
    /** Every area page's language, `<html lang>` included (app/i18n/page-locale.ts). */
    pageLocale: locale,
    member: {
      name: member.name,
      email: member.email,
      roles: areaFormat(locale).rolesNamed(member.roles),
    },
    nav: navOf(locale)
      .filter((item) => can(member.roles, item.permission))
      .map(({ label, path }) => ({
        label,
        path,
      })),
  };
}

export default function AreaLayout({ loaderData }: Route.ComponentProps) {
  const { member, nav } = loaderData;
  const { t } = useArea();
  const texts = t.layout;
  return (
    <div className={area.layout}>
      <div className={area.bar}>
        <p className={area.who}>
          {texts.signedInBefore} <strong>{member.name || member.email}</strong>{" "}
          {format(texts.signedInAfter, { roles: member.roles })}
        </p>
        <Form method="post" action="/intern/abmelden">
          <button type="submit" className="button button--ghost">
            {t.common.signOut}
          </button>
        </Form>
      </div>
      <nav className={area.nav} aria-label={texts.nav}>
        <ul>
          {nav.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} end>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={area.main}>
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <AreaError />;
}
