import type { Route } from "./+types/members";
import { format } from "~/i18n/format";
import { teamDe } from "~/i18n/messages/team.de";
import { ActionButton, AreaForm, SelectField, TextField } from "~/intern/components/AreaForm";
import { formatDateTime } from "~/intern/format";
import { areaMeta } from "~/intern/meta";
import { isRole, type Role } from "~/intern/permissions";
import { changeRoleSchema, inviteSchema } from "~/intern/schemas";
import { done, parseForm, refused } from "~/intern/form.server";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { recordAudit, recordRevoked } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import { createLink, openInvitations, revokeInvitation } from "../../../server/team/links";
import {
  changeRole,
  findMember,
  findMemberByEmail,
  LastAdminError,
  listMembers,
  removeMember,
} from "../../../server/team/members";

const texts = teamDe.members;
const common = teamDe.common;

export const meta: Route.MetaFunction = () => areaMeta(texts.title);

const ROLE_OPTIONS = (["lesen", "newsletter", "kasse", "admin"] as const satisfies Role[]).map(
  (value) => ({ value, label: texts.roles[value] }),
);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("members", context, request);
  const [members, invitations] = await Promise.all([
    listMembers(team.db),
    openInvitations(team.db),
  ]);
  return {
    me: member.id,
    mailConfigured: team.mailConfigured,
    members: members.map(({ id, name, email, role, lastSignInAt, passkeys }) => ({
      id,
      name,
      email,
      role,
      lastSignInAt,
      passkeys,
    })),
    invitations: invitations.map(({ id, email, role, expiresAt }) => ({
      id,
      email,
      role,
      expiresAt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("members", args, {
    async invite({ team, member }, form) {
      const parsed = parseForm(form, inviteSchema);
      if (!parsed.ok) return parsed.answer;
      const { email, role } = parsed.value;
      if (await findMemberByEmail(team.db, email))
        return refused("invite", format(texts.alreadyMember, { email }));
      const { replaced } = await createLink(team.db, {
        kind: "invitation",
        email,
        role,
        createdBy: member.id,
      });
      team.nudgeOutbox();
      await recordAudit(team.db, {
        action: "member-invited",
        member,
        target: email,
        detail: { role, ...(replaced && { replaced }) },
      });
      return done("invite", format(replaced ? texts.invitedAgain : texts.invited, { email }));
    },
    async "change-role"({ team, member }, form) {
      const parsed = parseForm(form, changeRoleSchema);
      if (!parsed.ok) return parsed.answer;
      const target = await findMember(team.db, parsed.value.memberId);
      if (!target) return refused("change-role", texts.gone);
      let revoked: string[];
      try {
        revoked = await changeRole(team.db, target.id, parsed.value.role);
      } catch (error) {
        if (error instanceof LastAdminError) return refused("change-role", error.message);
        throw error;
      }
      await recordAudit(team.db, {
        action: "role-changed",
        member,
        target: target.email,
        detail: { from: target.role, to: parsed.value.role },
      });
      await recordRevoked(team.db, { member }, target.email, revoked);
      return done(
        "change-role",
        format(texts.roleChanged, { email: target.email, role: parsed.value.role }),
      );
    },
    async remove({ team, member }, form) {
      const target = await findMember(team.db, String(form.get("memberId")));
      if (!target) return refused("remove", texts.gone);
      let revoked: string[];
      try {
        revoked = await removeMember(team.db, target.id);
      } catch (error) {
        if (error instanceof LastAdminError) return refused("remove", error.message);
        throw error;
      }
      await recordAudit(team.db, { action: "member-removed", member, target: target.email });
      await recordRevoked(team.db, { member }, target.email, revoked);
      return done("remove", format(texts.removed, { email: target.email }));
    },
    async "revoke-invitation"({ team, member }, form) {
      const revoked = await revokeInvitation(team.db, String(form.get("invitationId")));
      if (revoked)
        await recordAudit(team.db, { action: "invitation-revoked", member, target: revoked.email });
      return done("revoke-invitation", texts.revoked);
    },
  });
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { members, invitations, me } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <AreaNotice intents={["remove", "revoke-invitation"]} />
      <AreaTable
        caption={texts.caption}
        rows={members}
        rowKey={(m) => m.id}
        columns={[
          {
            label: common.name,
            cell: (m) => (
              <>
                {m.name}
                {m.id === me && ` ${texts.you}`}
              </>
            ),
          },
          { label: common.email, cell: (m) => m.email },
          { label: common.role, cell: (m) => m.role },
          { label: texts.passkeys, cell: (m) => m.passkeys, number: true },
          {
            label: texts.lastSignIn,
            cell: (m) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : common.never),
          },
          {
            label: common.actions,
            cell: (m) => (
              <>
                <AreaForm
                  schema={changeRoleSchema}
                  intent="change-role"
                  hidden={{ memberId: m.id }}
                  defaultValue={{ role: isRole(m.role) ? m.role : "lesen" }}
                  submitLabel={texts.changeRole}
                  tone="ghost"
                  inline
                >
                  {(fields) => (
                    <SelectField
                      field={fields.role}
                      label={format(texts.roleOf, { email: m.email })}
                      options={ROLE_OPTIONS}
                    />
                  )}
                </AreaForm>
                <ActionButton
                  intent="remove"
                  hidden={{ memberId: m.id }}
                  label={format(common.remove, { name: m.email })}
                  tone="danger"
                />
              </>
            ),
          },
        ]}
      />

      <h2>{texts.inviteHeading}</h2>
      {!loaderData.mailConfigured && (
        <p className={area.muted}>
          {texts.noMailBefore} <code>npm run team -- invite</code> {texts.noMailAfter}
        </p>
      )}
      <AreaForm
        schema={inviteSchema}
        intent="invite"
        defaultValue={{ role: "lesen" }}
        submitLabel={texts.invite}
      >
        {(fields) => (
          <>
            <TextField field={fields.email} label={common.emailAddress} type="email" />
            <SelectField field={fields.role} label={common.role} options={ROLE_OPTIONS} />
          </>
        )}
      </AreaForm>

      <h2>{texts.openHeading}</h2>
      {invitations.length === 0 ? (
        <p className={area.muted}>{texts.noInvitations}</p>
      ) : (
        <ul>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              {format(texts.invitation, {
                email: invitation.email,
                role: invitation.role ?? "",
                date: formatDateTime(invitation.expiresAt),
              })}{" "}
              <ActionButton
                intent="revoke-invitation"
                hidden={{ invitationId: invitation.id }}
                label={format(texts.revoke, { email: invitation.email })}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
