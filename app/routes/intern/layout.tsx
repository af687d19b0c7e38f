import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { format } from "~/i18n/format";
import { teamDe } from "~/i18n/messages/team.de";
import { AREA } from "~/team/access";
import { AREA_HANDLE } from "~/intern/meta";
import { rolesNamed } from "~/team/format";
import { can } from "~/team/permissions";
import { AreaError } from "~/intern/components/AreaError";
import { area, areaLinks } from "~/intern/components/area-style";
import { requireMember } from "../../../server/team/guard";

export const handle = AREA_HANDLE;
export const links = areaLinks;

const texts = teamDe.layout;

/** The menu: each page under its title, if one of the member's roles may read it. */
const NAV = (
  [
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
  ] as const
).map((page) => ({
  label: teamDe[page].title,
  path: AREA[page].path,
  permission: AREA[page].read,
}));

export function loader({ context, request }: Route.LoaderArgs) {
  const { member } = requireMember(context, request);
  return {
    member: { name: member.name, email: member.email, roles: rolesNamed(member.roles) },
    nav: NAV.filter((item) => can(member.roles, item.permission)).map(({ label, path }) => ({
      label,
      path,
    })),
  };
}

export default function AreaLayout({ loaderData }: Route.ComponentProps) {
  const { member, nav } = loaderData;
  return (
    <div className={area.layout}>
      <div className={area.bar}>
        <p className={area.who}>
          {texts.signedInBefore} <strong>{member.name || member.email}</strong>{" "}
          {format(texts.signedInAfter, { roles: member.roles })}
        </p>
        <Form method="post" action="/intern/abmelden">
          <button type="submit" className="button button--ghost">
            {teamDe.common.signOut}
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
