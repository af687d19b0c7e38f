import { Fragment } from "react";
import { useActionData } from "react-router";
import type { Route } from "./+types/members";
import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { useArea } from "~/intern/useArea";
import { ActionButton, AreaForm, CheckboxesField, TextField } from "~/intern/components/AreaForm";
import { areaFormat } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import type { Role } from "~/team/permissions";
import { changeRolesSchema, inviteSchema, removeMemberSchema } from "~/team/schemas";
import { done, parseForm, refused, type ActionResult } from "../../../server/team/action-result";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { requirePage, runAction } from "../../../server/team/guard";
import { inviteMember, revokeInvitation } from "../../../server/team/invitations";
import { openInvitations } from "../../../server/team/links";
import {
  changeRoles,
  findMember,
  findMemberByEmail,
  LastAdminError,
  listMembers,
  removeMember,
} from "../../../server/team/members";
import { refusalText } from "../../../server/team/refusal";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.members.title);

/** Every role, the least first; a checkbox shows the name, the list on the page what it may do. */
const ROLE_ORDER = ["lesen", "newsletter", "redaktion", "kasse", "admin"] as const satisfies Role[];
const roleOptions = (texts: TeamMessages["members"]) =>
  ROLE_ORDER.map((value) => ({ value, label: texts.roles[value] }));

/**
 * Removing a member in two steps that need no JavaScript: the summary opens the question naming
 * the member, and only its button posts the removal with the confirmation (the action refuses
 * one without). A refused removal comes back with the question open and the reason beside it.
 */
function RemoveMember({ member }: { member: { id: string; name: string; email: string } }) {
  const { t } = useArea();
  const texts = t.members;
  const answer = useActionData<ActionResult>();
  const refusedHere =
    answer?.intent === "remove" &&
    answer.target?.startsWith(member.id) === true &&
    answer.result?.status === "error";
  return (
    <details className={area.confirm} open={refusedHere || undefined}>
      <summary className="button button--ghost">
        {format(texts.removeLabel, { email: member.email })}
      </summary>
      <div className={area.notice}>
        <p>{format(texts.removeWarning, { name: member.name, email: member.email })}</p>
        <ActionButton
          intent="remove"
          hidden={{ memberId: member.id, confirm: "ja" }}
          label={format(texts.removeConfirm, { email: member.email })}
          tone="danger"
        />
      </div>
    </details>
  );
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("members", context, request);
  const [members, invitations] = await Promise.all([
    listMembers(team.db),
    openInvitations(team.db),
  ]);
  return {
    me: member.id,
    mailConfigured: team.mailConfigured,
    members: members.map(({ id, name, email, roles, lastSignInAt, passkeys }) => ({
      id,
      name,
      email,
      roles,
      lastSignInAt,
      passkeys,
    })),
    invitations: invitations.map(({ id, email, roles, expiresAt }) => ({
      id,
      email,
      roles: roles ?? [],
      expiresAt,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("members", args, {
    async invite({ team, member, texts: allTexts }, form) {
      const texts = allTexts.members;
      const parsed = parseForm(form, inviteSchema);
      if (!parsed.ok) return parsed.answer;
      const { email, roles } = parsed.value;
      if (await findMemberByEmail(team.db, email))
        return refused("invite", format(texts.alreadyMember, { email }));
      const { replaced } = await inviteMember(team.db, { member }, email, roles);
      team.nudgeOutbox();
      return done("invite", format(replaced ? texts.invitedAgain : texts.invited, { email }));
    },
    async "change-role"({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.members;
      const { rolesNamed } = areaFormat(locale);
      const parsed = parseForm(form, changeRolesSchema);
      if (!parsed.ok) return parsed.answer;
      const { roles } = parsed.value;
      const target = await findMember(team.db, parsed.value.memberId);
      if (!target) return refused("change-role", texts.gone);
      try {
        await changeRoles(team.db, { member }, target, roles);
      } catch (error) {
        if (error instanceof LastAdminError)
          return refused("change-role", refusalText(allTexts, error));
        throw error;
      }
      return done(
        "change-role",
        format(texts.rolesChanged, { email: target.email, roles: rolesNamed(roles) }),
      );
    },
    async remove({ team, member, texts: allTexts }, form) {
      const texts = allTexts.members;
      const target = await findMember(team.db, String(form.get("memberId")));
      if (!target) return refused("remove", texts.gone);
      if (target.id === member.id) return refused("remove", texts.removeSelf);
      // The first step (the row's "Entfernen …") posts nothing: a post without the second
      // step's confirmation is refused, whatever sent it.
      if (!removeMemberSchema.safeParse(Object.fromEntries(form)).success)
        return refused("remove", texts.removeNotConfirmed, 400);
      try {
        await removeMember(team.db, { member }, target);
      } catch (error) {
        if (error instanceof LastAdminError) return refused("remove", refusalText(allTexts, error));
        throw error;
      }
      return done("remove", format(texts.removed, { email: target.email }));
    },
    async "revoke-invitation"({ team, member, texts: allTexts }, form) {
      const texts = allTexts.members;
      await revokeInvitation(team.db, { member }, String(form.get("invitationId")));
      return done("revoke-invitation", texts.revoked);
    },
  });
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime, roleNames } = useArea();
  const texts = t.members;
  const common = t.common;
  const { members, invitations, me } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <AreaNotice intents={["remove", "revoke-invitation"]} />
      <details>
        <summary>{texts.rolesSummary}</summary>
        <dl className={area.fields}>
          {ROLE_ORDER.map((role) => (
            <Fragment key={role}>
              <dt>{texts.roles[role]}</dt>
              <dd>{texts.roleDescriptions[role]}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
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
          { label: common.roles, cell: (m) => roleNames(m.roles) },
          { label: texts.passkeys, cell: (m) => m.passkeys, number: true },
          {
            label: texts.lastSignIn,
            cell: (m) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : common.never),
          },
          {
            label: common.actions,
            wide: true,
            cell: (m) => (
              <>
                <AreaForm
                  schema={changeRolesSchema}
                  intent="change-role"
                  hidden={{ memberId: m.id }}
                  defaultValue={{ roles: m.roles }}
                  submitLabel={texts.changeRoles}
                  tone="ghost"
                  inline
                  validateOn="onSubmit"
                >
                  {(fields) => (
                    <CheckboxesField
                      field={fields.roles}
                      legend={format(texts.rolesOf, { email: m.email })}
                      options={roleOptions(texts)}
                    />
                  )}
                </AreaForm>
                {m.id === me ? (
                  <p className={area.muted}>{texts.selfHint}</p>
                ) : (
                  <RemoveMember member={m} />
                )}
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
        defaultValue={{ roles: ["lesen"] }}
        submitLabel={texts.invite}
      >
        {(fields) => (
          <>
            <TextField field={fields.email} label={common.emailAddress} type="email" />
            <CheckboxesField
              field={fields.roles}
              legend={common.roles}
              options={roleOptions(texts)}
            />
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
                roles: roleNames(invitation.roles),
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
