import { redirect } from "react-router";
import { useArea } from "~/intern/useArea";
import type { Route } from "./+types/newsletter";
import { AreaForm, ErrorsText, SelectField, TextField } from "~/intern/components/AreaForm";
import { formatDateTime } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import { can } from "~/team/permissions";
import { done, parseForm, refused } from "../../../server/team/action-result";
import { createIssueSchema, sendIssueSchema, testIssueSchema } from "~/team/schemas";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import formStyles from "~/components/forms/Form.module.css";
import { contentFor } from "~/content/content.server";
import { restrictedMarkdown } from "~/content/markdown";
import { findPost } from "~/content/news.server";
import { LOCALES, type Locale } from "~/i18n/locale";
import { recordAudit } from "../../../server/team/audit";
import { requirePage, runAction } from "../../../server/team/guard";
import {
  issueContents,
  issuePreview,
  postSource,
  type IssueSource,
} from "../../../server/newsletter/issue-mail";
import {
  audience,
  createIssue,
  findIssue,
  issueProgress,
  queueTest,
  queueToSubscribers,
} from "../../../server/newsletter/issues";

export const meta: Route.MetaFunction = ({ matches }) =>
  areaMeta(matches, (t) => t.newsletter.title);

const site = () => ({
  origin: contentFor("de").site.origin,
  productName: contentFor("de").site.productName,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team, member } = requirePage("newsletter", context, request);
  const selected = new URL(request.url).searchParams.get("ausgabe") ?? "";
  const [issues, counts, issue] = await Promise.all([
    issueProgress(team.db),
    audience(team.db),
    findIssue(team.db, selected),
  ]);
  const facts = { origin: team.siteOrigin, productName: site().productName };
  return {
    posts: contentFor("de").news.map((post) => ({
      slug: post.slug,
      title: post.title,
      date: post.date,
    })),
    issues,
    audience: counts,
    memberEmail: member.email,
    canSend: can(member.roles, "newsletter:send"),
    mailConfigured: team.mailConfigured,
    preview: issue && {
      id: issue.id,
      sentAt: issue.sentAt,
      languages: LOCALES.map((locale) => {
        const { subject, text } = issuePreview(issue, locale, facts);
        return { locale, subject, text };
      }),
    },
  };
}

function writtenSource(title: string, markdown: string, lang: Locale): IssueSource {
  return { title, html: restrictedMarkdown(markdown), lang };
}

export function action(args: Route.ActionArgs) {
  return runAction("newsletter", args, {
    async create({ team, member }, form) {
      const parsed = parseForm(form, createIssueSchema);
      if (!parsed.ok) return parsed.answer;
      const { post: slug, title, markdown, titleEn, markdownEn } = parsed.value;
      let sources: Record<Locale, IssueSource>;
      if (slug) {
        const de = findPost("de", slug);
        const en = findPost("en", slug);
        if (!de || !en) return refused("create", "Diese Meldung gibt es nicht.");
        sources = { de: postSource(de), en: postSource(en) };
      } else {
        const german = writtenSource(title!, markdown!, "de");
        sources = {
          de: german,
          en: titleEn && markdownEn ? writtenSource(titleEn, markdownEn, "en") : german,
        };
      }
      const issue = await createIssue(team.db, {
        postSlug: slug || null,
        createdBy: member.email,
        content: issueContents(sources, {
          origin: team.siteOrigin,
          productName: site().productName,
        }),
      });
      await recordAudit(team.db, { action: "newsletter-issue-created", member, target: issue.id });
      throw redirect(`/intern/newsletter?ausgabe=${issue.id}`);
    },
    async test({ team, member }, form) {
      const parsed = parseForm(form, testIssueSchema);
      if (!parsed.ok) return parsed.answer;
      if (!(await findIssue(team.db, parsed.value.issueId)))
        return refused("test", "Diese Ausgabe gibt es nicht.");
      await queueTest(team.db, parsed.value.issueId, member.email, parsed.value.locale);
      team.nudgeOutbox();
      await recordAudit(team.db, {
        action: "newsletter-test-sent",
        member,
        target: parsed.value.issueId,
        detail: { locale: parsed.value.locale },
      });
      return done("test", `Der Test geht an ${member.email}.`);
    },
    async send({ team, member }, form) {
      const parsed = parseForm(form, sendIssueSchema);
      if (!parsed.ok) return parsed.answer;
      if (!(await findIssue(team.db, parsed.value.issueId)))
        return refused("send", "Diese Ausgabe gibt es nicht.");
      const result = await queueToSubscribers(team.db, parsed.value.issueId);
      if ("alreadySentAt" in result)
        return refused(
          "send",
          `Diese Ausgabe ist schon am ${formatDateTime(result.alreadySentAt)} verschickt worden.`,
        );
      team.nudgeOutbox();
      await recordAudit(team.db, {
        action: "newsletter-sent",
        member,
        target: parsed.value.issueId,
        detail: { recipients: result.queued },
      });
      return done("send", `Die Ausgabe geht an ${result.queued} Abonnenten.`);
    },
  });
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { formatDateTime } = useArea();
  const { posts, issues, audience: counts, preview } = loaderData;
  return (
    <>
      <h1>Newsletter</h1>
      <p>
        Bestätigte Abonnenten: {counts.de} auf Deutsch, {counts.en} auf Englisch.
        {!loaderData.mailConfigured &&
          " SMTP ist nicht eingerichtet: E-Mails warten im Postausgang."}
      </p>

      <h2>Neue Ausgabe</h2>
      <AreaForm schema={createIssueSchema} intent="create" submitLabel="Vorschau anlegen">
        {(fields) => (
          <>
            <SelectField
              field={fields.post}
              label="Aus einer Meldung"
              options={[
                { value: "", label: "– selbst schreiben (unten) –" },
                ...posts.map((post) => ({
                  value: post.slug,
                  label: `${post.date}: ${post.title}`,
                })),
              ]}
            />
            <TextField field={fields.title} label="Oder selbst schreiben: Betreff (Deutsch)" />
            <MarkdownField field={fields.markdown} label="Text (Deutsch, Markdown)" />
            <TextField field={fields.titleEn} label="Betreff (Englisch, optional)" />
            <MarkdownField field={fields.markdownEn} label="Text (Englisch, Markdown, optional)" />
          </>
        )}
      </AreaForm>

      {preview && (
        <Preview
          preview={preview}
          canSend={loaderData.canSend}
          memberEmail={loaderData.memberEmail}
          total={counts.de + counts.en}
        />
      )}

      <h2>Ausgaben</h2>
      <AreaTable
        caption="Newsletter-Ausgaben, neueste zuerst"
        rowKey={(issue) => issue.id}
        rows={issues}
        columns={[
          {
            label: "Betreff",
            cell: (issue) => <a href={`/intern/newsletter?ausgabe=${issue.id}`}>{issue.subject}</a>,
          },
          { label: "Meldung", cell: (issue) => issue.postSlug ?? "eigener Text" },
          {
            label: "Verschickt",
            cell: (issue) => (issue.sentAt ? formatDateTime(issue.sentAt) : "noch nicht"),
          },
          { label: "Empfänger", number: true, cell: (issue) => issue.recipients },
          { label: "Gesendet", number: true, cell: (issue) => issue.sent },
          { label: "Wartend", number: true, cell: (issue) => issue.waiting },
          { label: "Fehlgeschlagen", number: true, cell: (issue) => issue.failed },
          { label: "Abgemeldet vorher", number: true, cell: (issue) => issue.withdrawn },
          { label: "Tests", number: true, cell: (issue) => issue.tests },
        ]}
      />
      {issues.length === 0 && <p className={area.muted}>Noch keine Ausgaben.</p>}
    </>
  );
}

type PreviewData = NonNullable<Route.ComponentProps["loaderData"]["preview"]>;

function Preview({
  preview,
  canSend,
  memberEmail,
  total,
}: {
  preview: PreviewData;
  canSend: boolean;
  memberEmail: string;
  total: number;
}) {
  const { formatDateTime } = useArea();
  return (
    <section aria-labelledby="vorschau">
      <h2 id="vorschau">Vorschau</h2>
      {preview.languages.map((language) => (
        <div key={language.locale}>
          <h3>
            {language.locale === "de" ? "Deutsch" : "Englisch"}: {language.subject}
          </h3>
          <iframe
            title={`Vorschau der E-Mail (${language.locale === "de" ? "Deutsch" : "Englisch"})`}
            src={`/intern/newsletter/${preview.id}/vorschau?sprache=${language.locale}`}
            sandbox=""
            className={area.mailPreview}
          />
          <details>
            <summary>Reiner Text</summary>
            <pre className={area.mailText}>{language.text}</pre>
          </details>
        </div>
      ))}
      <AreaForm
        schema={testIssueSchema}
        intent="test"
        hidden={{ issueId: preview.id }}
        submitLabel={`Test an ${memberEmail} senden`}
        tone="ghost"
      >
        {(fields) => (
          <SelectField
            field={fields.locale}
            label="Sprache des Tests"
            options={[
              { value: "de", label: "Deutsch" },
              { value: "en", label: "Englisch" },
            ]}
          />
        )}
      </AreaForm>
      {canSend &&
        (preview.sentAt ? (
          <p>Verschickt am {formatDateTime(preview.sentAt)}.</p>
        ) : (
          <AreaForm
            schema={sendIssueSchema}
            intent="send"
            hidden={{ issueId: preview.id }}
            submitLabel="An alle Abonnenten senden"
            tone="danger"
          >
            {(fields) => (
              <div className={formStyles.field}>
                <label className={formStyles.option}>
                  <input type="checkbox" name={fields.confirm.name} id={fields.confirm.id} /> Ja, an
                  alle {total} bestätigten Abonnenten senden
                </label>
                {fields.confirm.errors && (
                  <p id={fields.confirm.errorId} className={formStyles.error}>
                    <ErrorsText errors={fields.confirm.errors} />
                  </p>
                )}
              </div>
            )}
          </AreaForm>
        ))}
    </section>
  );
}

function MarkdownField({
  field,
  label,
}: {
  field: { id: string; name: string; errors?: string[]; errorId: string; key?: string };
  label: string;
}) {
  return (
    <div className={formStyles.field} data-invalid={field.errors ? "" : undefined}>
      <label htmlFor={field.id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        rows={8}
        className={formStyles.control}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      />
      {field.errors && (
        <p id={field.errorId} className={formStyles.error}>
          <ErrorsText errors={field.errors} />
        </p>
      )}
    </div>
  );
}
