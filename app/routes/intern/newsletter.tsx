import { redirect } from "react-router";
import { useArea } from "~/intern/useArea";
import type { Route } from "./+types/newsletter";
import { AreaForm, ErrorsText, SelectField, TextField } from "~/intern/components/AreaForm";
import { areaFormat } from "~/team/format";
import { format } from "~/i18n/format";
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
    async create({ team, member, texts }, form) {
      const parsed = parseForm(form, createIssueSchema);
      if (!parsed.ok) return parsed.answer;
      const { post: slug, title, markdown, titleEn, markdownEn } = parsed.value;
      let sources: Record<Locale, IssueSource>;
      if (slug) {
        const de = findPost("de", slug);
        const en = findPost("en", slug);
        if (!de || !en) return refused("create", texts.newsletter.noPost);
        sources = { de: postSource(de), en: postSource(en) };
      } else {
        const german = writtenSource(title!, markdown!, "de");
        sources = {
          de: german,
          en: titleEn && markdownEn ? writtenSource(titleEn, markdownEn, "en") : german,
        };
      }
      const issue = await createIssue(
        team.db,
        { member },
        {
          postSlug: slug || null,
          createdBy: member.email,
          content: issueContents(sources, {
            origin: team.siteOrigin,
            productName: site().productName,
          }),
        },
      );
      throw redirect(`/intern/newsletter?ausgabe=${issue.id}`);
    },
    async test({ team, member, texts }, form) {
      const parsed = parseForm(form, testIssueSchema);
      if (!parsed.ok) return parsed.answer;
      if (!(await findIssue(team.db, parsed.value.issueId)))
        return refused("test", texts.newsletter.noIssue);
      await queueTest(team.db, { member }, parsed.value.issueId, member.email, parsed.value.locale);
      team.nudgeOutbox();
      return done("test", format(texts.newsletter.testQueued, { email: member.email }));
    },
    async send({ team, member, texts: { newsletter: texts }, locale }, form) {
      const parsed = parseForm(form, sendIssueSchema);
      if (!parsed.ok) return parsed.answer;
      if (!(await findIssue(team.db, parsed.value.issueId))) return refused("send", texts.noIssue);
      const result = await queueToSubscribers(team.db, { member }, parsed.value.issueId);
      if ("alreadySentAt" in result)
        return refused(
          "send",
          format(texts.alreadySent, {
            date: areaFormat(locale).formatDateTime(result.alreadySentAt),
          }),
        );
      team.nudgeOutbox();
      return done("send", format(texts.queued, { count: result.queued }));
    },
  });
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.newsletter;
  const columns = texts.columns;
  const { posts, issues, audience: counts, preview } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>
        {format(texts.audience, counts)}
        {!loaderData.mailConfigured && ` ${texts.noSmtp}`}
      </p>

      <h2>{texts.newHeading}</h2>
      <AreaForm schema={createIssueSchema} intent="create" submitLabel={texts.createSubmit}>
        {(fields) => (
          <>
            <SelectField
              field={fields.post}
              label={texts.fromPost}
              options={[
                { value: "", label: texts.writeOwn },
                ...posts.map((post) => ({
                  value: post.slug,
                  label: `${post.date}: ${post.title}`,
                })),
              ]}
            />
            <TextField field={fields.title} label={texts.titleDe} />
            <MarkdownField field={fields.markdown} label={texts.markdownDe} />
            <TextField field={fields.titleEn} label={texts.titleEn} />
            <MarkdownField field={fields.markdownEn} label={texts.markdownEn} />
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

      <h2>{texts.issuesHeading}</h2>
      <AreaTable
        caption={texts.caption}
        rowKey={(issue) => issue.id}
        rows={issues}
        columns={[
          {
            label: columns.subject,
            cell: (issue) => <a href={`/intern/newsletter?ausgabe=${issue.id}`}>{issue.subject}</a>,
          },
          { label: columns.post, cell: (issue) => issue.postSlug ?? texts.ownText },
          {
            label: columns.sentAt,
            cell: (issue) => (issue.sentAt ? formatDateTime(issue.sentAt) : texts.notYet),
          },
          { label: columns.recipients, number: true, cell: (issue) => issue.recipients },
          { label: columns.sent, number: true, cell: (issue) => issue.sent },
          { label: columns.waiting, number: true, cell: (issue) => issue.waiting },
          { label: columns.failed, number: true, cell: (issue) => issue.failed },
          { label: columns.withdrawn, number: true, cell: (issue) => issue.withdrawn },
          { label: columns.tests, number: true, cell: (issue) => issue.tests },
        ]}
      />
      {issues.length === 0 && <p className={area.muted}>{texts.noIssues}</p>}
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
  const { t, formatDateTime } = useArea();
  const texts = t.newsletter;
  return (
    <section aria-labelledby="vorschau">
      <h2 id="vorschau">{texts.preview}</h2>
      {preview.languages.map(({ locale, subject, text }) => (
        <div key={locale}>
          <h3>{format(texts.previewHeading, { language: texts.languages[locale], subject })}</h3>
          <iframe
            title={format(texts.previewFrame, { language: texts.languages[locale] })}
            src={`/intern/newsletter/${preview.id}/vorschau?sprache=${locale}`}
            sandbox=""
            className={area.mailPreview}
          />
          <details>
            <summary>{texts.plainText}</summary>
            <pre className={area.mailText}>{text}</pre>
          </details>
        </div>
      ))}
      <AreaForm
        schema={testIssueSchema}
        intent="test"
        hidden={{ issueId: preview.id }}
        submitLabel={format(texts.testSubmit, { email: memberEmail })}
        tone="ghost"
      >
        {(fields) => (
          <SelectField
            field={fields.locale}
            label={texts.testLanguage}
            options={LOCALES.map((value) => ({ value, label: texts.languages[value] }))}
          />
        )}
      </AreaForm>
      {canSend &&
        (preview.sentAt ? (
          <p>{format(texts.sentOn, { date: formatDateTime(preview.sentAt) })}</p>
        ) : (
          <AreaForm
            schema={sendIssueSchema}
            intent="send"
            hidden={{ issueId: preview.id }}
            submitLabel={texts.sendSubmit}
            tone="danger"
          >
            {(fields) => (
              <div className={formStyles.field}>
                <label className={formStyles.option}>
                  <input type="checkbox" name={fields.confirm.name} id={fields.confirm.id} />{" "}
                  {format(texts.sendConfirm, { total })}
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
