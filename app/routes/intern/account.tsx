import type { Route } from "./+types/account";
import { format } from "~/i18n/format";
import { LOCALES } from "~/i18n/locale";
import { teamMessages } from "~/i18n/team-catalogue";
import { ActionButton, AreaForm, SelectField, TextField } from "~/intern/components/AreaForm";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { PasskeyButton } from "~/intern/components/PasskeyButton";
import { areaFormat } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import { languageSchema, renamePasskeySchema } from "~/team/schemas";
import { useArea } from "~/intern/useArea";
import { done, parseForm } from "../../../server/team/action-result";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { requirePage, runAction, signedOut } from "../../../server/team/guard";
import { setMemberLanguage } from "../../../server/team/members";
import { listPasskeys, removePasskey, renamePasskey } from "../../../server/team/passkeys";
import { endAllSessions, endSession, listSessions } from "../../../server/team/sessions";

export const meta: Route.MetaFunction = ({ matches }) => areaMeta(matches, (t) => t.account.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member, session, locale } = requirePage("account", context, request);
  const [passkeys, sessions] = await Promise.all([
    listPasskeys(team.db, member.id),
    listSessions(team.db, member.id),
  ]);
  return {
    member: {
      name: member.name,
      email: member.email,
      roles: areaFormat(locale).rolesNamed(member.roles),
    },
    language: locale,
    passkeys: passkeys.map(({ id, label, createdAt, lastUsedAt }) => ({
      id,
      label,
      createdAt,
      lastUsedAt,
    })),
    sessions: sessions.map(({ id, device, method, createdAt, lastSeenAt }) => ({
      id,
      device,
      method,
      createdAt,
      lastSeenAt,
      current: id === session.id,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("account", args, {
    async "remove-passkey"({ team, member, texts }, form) {
      await removePasskey(team.db, member, String(form.get("passkeyId")));
      return done("remove-passkey", texts.account.passkeyRemoved);
    },
    async "rename-passkey"({ team, member, texts }, form) {
      const parsed = parseForm(form, renamePasskeySchema);
      if (!parsed.ok) return parsed.answer;
      await renamePasskey(team.db, member.id, parsed.value.passkeyId, parsed.value.label);
      return done("rename-passkey", texts.account.saved);
    },
    async "set-language"({ team, member }, form) {
      const parsed = parseForm(form, languageSchema);
      if (!parsed.ok) return parsed.answer;
      await setMemberLanguage(team.db, member, parsed.value.language);
      return done("set-language", teamMessages(parsed.value.language).account.languageSaved);
    },
    async "end-session"({ team, member, session, texts }, form) {
      const id = String(form.get("sessionId"));
      await endSession(team.db, member, id);
      if (id !== session.id) return done("end-session", texts.account.sessionEnded);
      throw signedOut(team);
    },
    async "end-all-sessions"({ team, member }) {
      await endAllSessions(team.db, member);
      throw signedOut(team);
    },
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { member, passkeys, sessions, language } = loaderData;
  const { t, formatDateTime } = useArea();
  const texts = t.account;
  const common = t.common;
  return (
    <>
      <h1>{texts.title}</h1>
      <AreaNotice intents={["remove-passkey", "end-session"]} />
      <p>{format(texts.who, member)}</p>
      <h2>{texts.passkeysHeading}</h2>
      {passkeys.length === 0 && <p className={area.notice}>{texts.noPasskey}</p>}
      <AreaTable
        caption={texts.passkeysCaption}
        rows={passkeys}
        rowKey={(passkey) => passkey.id}
        columns={[
          { label: common.name, cell: (passkey) => passkey.label },
          { label: common.created, cell: (passkey) => formatDateTime(passkey.createdAt) },
          {
            label: texts.lastUsed,
            cell: (passkey) =>
              passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : common.never,
          },
          {
            label: common.actions,
            cell: (passkey) => (
              <>
                <AreaForm
                  schema={renamePasskeySchema}
                  intent="rename-passkey"
                  hidden={{ passkeyId: passkey.id }}
                  defaultValue={{ label: passkey.label }}
                  submitLabel={texts.rename}
                  tone="ghost"
                  inline
                >
                  {(fields) => (
                    <TextField
                      field={fields.label}
                      label={format(texts.newName, { name: passkey.label })}
                    />
                  )}
                </AreaForm>
                <ActionButton
                  intent="remove-passkey"
                  hidden={{ passkeyId: passkey.id }}
                  label={format(common.remove, { name: passkey.label })}
                  tone="danger"
                />
              </>
            ),
          },
        ]}
      />
      <PasskeyButton purpose="add-passkey" label={texts.addPasskey} />
      <h2>{texts.sessionsHeading}</h2>
      <AreaTable
        caption={texts.sessionsCaption}
        rows={sessions}
        rowKey={(session) => session.id}
        columns={[
          {
            label: texts.device,
            cell: (session) => (
              <>
                {format(texts.session, {
                  device: session.device,
                  method:
                    session.method === "passkey" ? texts.methods.passkey : texts.methods.email,
                })}
                {session.current && <strong> {texts.thisDevice}</strong>}
              </>
            ),
          },
          { label: texts.signedIn, cell: (session) => formatDateTime(session.createdAt) },
          { label: texts.lastSeen, cell: (session) => formatDateTime(session.lastSeenAt) },
          {
            label: common.action,
            cell: (session) => (
              <>
                <ActionButton
                  intent="end-session"
                  hidden={{ sessionId: session.id }}
                  label={
                    session.current
                      ? common.signOut
                      : format(texts.endSession, { device: session.device })
                  }
                />
              </>
            ),
          },
        ]}
      />
      <ActionButton intent="end-all-sessions" label={texts.signOutEverywhere} tone="danger" />
      <h2>{texts.languageHeading}</h2>
      <p>{texts.languageIntro}</p>
      <AreaForm
        schema={languageSchema}
        intent="set-language"
        defaultValue={{ language }}
        submitLabel={texts.setLanguage}
      >
        {(fields) => (
          <SelectField
            field={fields.language}
            label={common.language}
            options={LOCALES.map((value) => ({ value, label: texts.languages[value] }))}
          />
        )}
      </AreaForm>
    </>
  );
}
