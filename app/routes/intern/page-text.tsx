import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/forms/parse-submission";
import { data, Link, redirect } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { Route } from "./+types/page-text";
import { pageFormSchema, type PageForm } from "~/content/editor/page-form";
import { format } from "~/i18n/format";
import { pageTextsOf } from "~/i18n/content-fields";
import { useAreaLocale } from "~/intern/useArea";
import { Bilingual } from "~/intern/components/SchemaFields";
import { ActionButton } from "~/intern/components/AreaForm";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { area } from "~/intern/components/area-style";
import { EditorForm } from "~/intern/components/EditorForm";
import { useAnswer } from "~/intern/components/form-answer";
import type { ActionResult } from "../../../server/team/action-result";
import { AREA } from "~/team/access";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction, type ActionHandler } from "../../../server/team/guard";
import {
  discardPageDraft,
  loadPage,
  pathsOfPageKey,
  previewPage,
  publishPageDraft,
  savePage,
  type PageSave,
} from "../../../server/content/pages";
import { keepPreview, previewHref } from "../../../server/content/previews";
import { editorOf, refusalErrors, type SaveOutcome } from "../../../server/content/saving";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  areaMeta(matches, (_, locale) =>
    format(pageTextsOf(locale).title, { page: data?.form.title[locale] ?? "" }),
  );

const editorPath = (key: string) => AREA.pageText.path.replace(":id", key);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, locale } = requirePage("pageText", context, request);
  const loaded = await loadPage(team.content, params.id);
  if (!loaded) throw data(pageTextsOf(locale).notFound, { status: 404 });
  const { draft, ...form } = loaded;
  const savedPreview = previewHref({
    paths: pathsOfPageKey(team.content, params.id),
    shown: pathsOfPageKey(team.content, params.id)[0]!,
    locale: "de",
    back: editorPath(params.id),
  });
  return { pageKey: params.id, form, draft, savedPreview };
}

/** The form's answer to a refused save or preview: the errors at the fields, the values kept. */
function refusal(
  submission: {
    reply(options: { formErrors: string[]; fieldErrors: Record<string, string[]> }): unknown;
  },
  locale: Locale,
  outcome?: Exclude<SaveOutcome, { status: "saved" }>,
) {
  const { "": formErrors = [], ...fieldErrors } = outcome ? refusalErrors(outcome, locale) : {};
  return data<ActionResult>(
    {
      intent: "save",
      result: submission.reply({ formErrors, fieldErrors }) as SubmissionResult<string[]>,
    },
    { status: outcome?.status === "conflict" ? 409 : 400 },
  );
}

/** The answer of a button beside the form (publish or discard the draft). */
function buttonAnswer(intent: string, outcome: SaveOutcome, notice: string, locale: Locale) {
  if (outcome.status === "saved") return { intent, notice };
  const message = Object.values(refusalErrors(outcome, locale)).flat();
  return data<ActionResult>(
    { intent, result: { status: "error", error: { "": message } } },
    { status: outcome.status === "conflict" ? 409 : 400 },
  );
}

export function action(args: Route.ActionArgs) {
  const key = args.params.id;
  const save =
    (as: PageSave): ActionHandler =>
    async ({ team, member, locale }, formData) => {
      const texts = pageTextsOf(locale);
      const submission = parseSubmission(formData, pageFormSchema);
      if (submission.status !== "success") return refusal(submission, locale);
      const outcome = await savePage(
        team.content,
        team.db,
        editorOf(member),
        key,
        submission.value,
        as,
      );
      if (outcome.status !== "saved") return refusal(submission, locale, outcome);
      const notice = !outcome.changed
        ? texts.unchanged
        : as === "draft"
          ? texts.draftSaved
          : texts.saved;
      return { intent: "save", notice };
    };
  return runAction("pageText", args, {
    save: save("page"),
    saveDraft: save("draft"),
    async preview({ team, member, locale }, formData) {
      const submission = parseSubmission(formData, pageFormSchema);
      if (submission.status !== "success") return refusal(submission, locale);
      const outcome = previewPage(team.content, key, submission.value);
      if (outcome.status !== "ready") return refusal(submission, locale, outcome);
      const id = await keepPreview(team.db, member.id, {
        files: outcome.files,
        paths: outcome.paths,
        back: editorPath(key),
      });
      throw redirect(
        previewHref({ id, ...outcome, shown: outcome.paths[0]!, locale: "de", back: "" }),
      );
    },
    async publishDraft({ team, member, locale }, formData) {
      const version = String(formData.get("version") ?? "");
      const outcome = await publishPageDraft(team.content, team.db, editorOf(member), key, version);
      return buttonAnswer("publishDraft", outcome, pageTextsOf(locale).draftPublished, locale);
    },
    async discardDraft({ team, member, locale }, formData) {
      const version = String(formData.get("version") ?? "");
      const outcome = await discardPageDraft(team.content, team.db, editorOf(member), key, version);
      return buttonAnswer("discardDraft", outcome, pageTextsOf(locale).draftDiscarded, locale);
    },
  });
}

export default function PageText({ loaderData }: Route.ComponentProps) {
  return <PageEditor key={loaderData.form.version} {...loaderData} />;
}

function PageEditor({
  pageKey,
  form: initial,
  draft,
  savedPreview,
}: Route.ComponentProps["loaderData"]) {
  const locale = useAreaLocale();
  const texts = pageTextsOf(locale);
  const answer = useAnswer("save");
  const [form, fields] = useForm<PageForm>({
    id: `page-${pageKey}`,
    lastResult: answer?.result as SubmissionResult<string[]> | undefined,
    defaultValue: initial as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, pageFormSchema) as never,
  });
  const field = (name: keyof typeof fields) => fields[name] as FieldMetadata<unknown>;
  return (
    <>
      <p>
        <Link to={AREA.content.path}>{texts.back}</Link> ·{" "}
        <Link to={AREA.pageHistory.path.replace(":id", pageKey)}>{texts.history}</Link> ·{" "}
        <Link to={savedPreview}>{texts.previewSaved}</Link>
      </p>
      <h1>{format(texts.title, { page: initial.title[locale] })}</h1>
      <p>{texts.intro}</p>
      <AreaNotice intents={["publishDraft", "discardDraft"]} />
      {draft && (
        <div className={area.notice} role="note">
          <p>{texts.draftState}</p>
          <div className={area.entryActions}>
            <ActionButton
              intent="publishDraft"
              hidden={{ version: initial.version }}
              label={texts.publishDraft}
              tone="primary"
            />
            <details>
              <summary>{texts.discardDraft}</summary>
              <p>{texts.discardQuestion}</p>
              <ActionButton
                intent="discardDraft"
                hidden={{ version: initial.version }}
                label={texts.discardDraft}
                tone="danger"
              />
            </details>
          </div>
        </div>
      )}
      <EditorForm
        form={form}
        version={fields.version as FieldMetadata<unknown>}
        saveLabel={texts.save}
        preview
        buttons={
          <button type="submit" name="intent" value="saveDraft" className="button button--ghost">
            {texts.saveDraft}
          </button>
        }
        notice={answer?.notice}
      >
        <Bilingual field={field("title")} label={texts.pageTitle} hint={texts.pageTitleHint} />
        <Bilingual
          field={field("description")}
          label={texts.description}
          hint={texts.descriptionHint}
          rows={3}
        />
        <Bilingual field={field("heading")} label={texts.heading} />
        <Bilingual
          field={field("body")}
          label={texts.body}
          hint={texts.bodyHint}
          rows={18}
          markdown
        />
      </EditorForm>
    </>
  );
}
