import { Form, isRouteErrorResponse, NavLink, Outlet, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { AREA } from "~/intern/access";
import { AREA_HANDLE } from "~/intern/meta";
import { can, type Permission } from "~/intern/permissions";
import styles from "~/intern/components/area.module.css";
import { requireMember } from "../../../server/team/guard";

export const handle = AREA_HANDLE;

const NAV: { label: string; path: string; permission: Permission }[] = [
  { label: "Übersicht", path: AREA.overview.path, permission: AREA.overview.read },
  { label: "Eingänge", path: AREA.submissions.path, permission: AREA.submissions.read },
  { label: "Kasse", path: AREA.donations.path, permission: AREA.donations.read },
  { label: "Löschen", path: AREA.erasure.path, permission: AREA.erasure.read },
  { label: "Abonnenten", path: AREA.subscribers.path, permission: AREA.subscribers.read },
  { label: "Postausgang", path: AREA.outbox.path, permission: AREA.outbox.read },
  { label: "Mitglieder", path: AREA.members.path, permission: AREA.members.read },
  { label: "Protokoll", path: AREA.audit.path, permission: AREA.audit.read },
  { label: "Mein Konto", path: AREA.account.path, permission: AREA.account.read },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const { member } = requireMember(context, request);
  return {
    member: { name: member.name, email: member.email, role: member.role },
    nav: NAV.filter((item) => can(member.role, item.permission)).map(({ label, path }) => ({
      label,
      path,
    })),
  };
}

export default function AreaLayout({ loaderData }: Route.ComponentProps) {
  const { member, nav } = loaderData;
  return (
    <div className={styles.area}>
      <div className={styles.bar}>
        <p className={styles.who}>
          Teambereich · angemeldet als <strong>{member.name || member.email}</strong> (Rolle{" "}
          {member.role})
        </p>
        <Form method="post" action="/intern/abmelden">
          <button type="submit" className="button button--ghost">
            Abmelden
          </button>
        </Form>
      </div>
      <nav className={styles.nav} aria-label="Teambereich">
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
      <div className={styles.main}>
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts: Record<number, [string, string]> = {
    403: ["Kein Zugriff", "Für diese Seite fehlt deiner Rolle die Berechtigung."],
    404: ["Nicht gefunden", "Diesen Eintrag gibt es nicht (mehr)."],
  };
  const [heading, text] = texts[status] ?? [
    "Etwas ist schiefgegangen",
    "Bitte versuche es gleich noch einmal.",
  ];
  return (
    <div className={styles.area}>
      <h1>{heading}</h1>
      <p>{text}</p>
      <p>
        <a href="/intern">Zur Übersicht des Teambereichs</a>
      </p>
    </div>
  );
}
