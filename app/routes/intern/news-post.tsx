import {
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseSubmission } from "~/forms/parse-submission";
import { data, Link, redirect, useSearchParams } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { Route } from "./+types/news-post";
import styles from "~/components/forms/Form.module.css";
import { newsPostFormSchema, type NewsPostForm } from "~/content/editor/news-post-form";
import { format } from "~/i18n/format";
import { useArea } from "~/intern/useArea";
import { fieldTextOf } from "~/i18n/content-fields";
import { AREA } from "~/team/access";
import { ActionButton, TextField } from "~/intern/components/AreaForm";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { MarkdownPreview } from "~/intern/components/MarkdownPreview";
import { area } from "~/intern/components/area-style";
import { EditorForm } from "~/intern/components/EditorForm";
import { useAnswer } from "~/intern/components/form-answer";
import { done, refused, type ActionResult } from "../../../server/team/action-result";
import { isoDay } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction } from "../../../server/team/guard";
import {
  deletePost,
  loadPost,
  previewPost,
  savePost,
  type NewsSaveOutcome,
} from "../../../server/content/news-posts";
import { keepPreview, previewHref } from "../../../server/content/previews";
import { pathsOfPost } from "../../../server/content/pages-fed";
import { keepPreviewImages } from "../../../server/content/preview-images";
import { editPath } from "./content";
import { editorOf, refusalErrors } from "../../../server/content/saving";

const NEW = "neu";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  areaMeta(matches, (t) => (params.id === NEW ? t.newsPost.titleNew : t.newsPost.titleEdit));

const emptyPost = (): NewsPostForm => ({
  slug: "",
  date: isoDay(),
  title: { de: "", en: "" },
  summary: { de: "", en: "" },
  body: { de: "", en: "" },
  tags: { de: "", en: "" },
  image: { src: "", alt: { de: "", en: "" }, credit: "", focus: "" },
  draft: true,
  version: "",
});

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team, texts: allTexts } = requirePage("newsPost", context, request);
  const texts = allTexts.newsPost;
  if (params.id === NEW) return { id: NEW, form: emptyPost(), savedPreview: "" };
  const loaded = await loadPost(team.content, params.id);
  if (!loaded) throw data(texts.notFound, { status: 404 });
  const paths = pathsOfPost(loaded.form.slug);
  const back = editPath(params.id);
  const savedPreview = previewHref({ paths, shown: paths[0]!, locale: "de", back });
  return { id: params.id, form: loaded.form, savedPreview };
}

/**
 * The save's outcome as the form shows it, in the member's language: errors at their fields, or
 * the newer version.
 */
function answerOf(outcome: NewsSaveOutcome, intent: string, locale: Locale) {
  if (outcome.status === "invalid")
    return data<ActionResult>(
      { intent, result: { status: "error", error: refusalErrors(outcome, locale) } },
      { status: 400 },
    );
  if (outcome.status === "conflict")
    return data<ActionResult & { theirs: { de: string | null; en: string | null } }>(
      {
        intent,
        result: { status: "error", error: refusalErrors(outcome, locale) },
        theirs: outcome.theirs,
      },
      { status: 409 },
    );
  return undefined;
}

/** The photo chosen in the form, if any. */
async function photoOf(form: FormData): Promise<Uint8Array | undefined> {
  const photo = form.get("photo");
  return photo instanceof File && photo.size > 0
    ? new Uint8Array(await photo.arrayBuffer())
    : undefined;
}

export function action(args: Route.ActionArgs) {
  const { params } = args;
  return runAction("newsPost", args, {
    async save({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.newsPost;
      const submission = parseSubmission(form, newsPostFormSchema);
      if (submission.status !== "success")
        return data<ActionResult>({ intent: "save", result: submission.reply() }, { status: 400 });
      const bytes = await photoOf(form);
      const outcome = await savePost(team.content, team.db, editorOf(member), {
        form: submission.value,
        photo: bytes && { bytes },
        ...(params.id !== NEW && { originalId: params.id }),
      });
      const refusal = answerOf(outcome, "save", locale);
      if (refusal || outcome.status !== "saved") return refusal!;
      if (outcome.id !== params.id) throw redirect(`${editPath(outcome.id)}?gespeichert=1`);
      return done("save", outcome.changed ? texts.saved : texts.unchanged);
    },
    async preview({ team, member, locale }, form) {
      const submission = parseSubmission(form, newsPostFormSchema);
      if (submission.status !== "success")
        return data<ActionResult>({ intent: "save", result: submission.reply() }, { status: 400 });
      const bytes = await photoOf(form);
      const outcome = await previewPost(team.content, {
        form: submission.value,
        photo: bytes && { bytes },
        ...(params.id !== NEW && { originalId: params.id }),
      });
      if (outcome.status !== "ready") return answerOf(outcome, "save", locale)!;
      const back = editPath(params.id);
      const { files, paths } = outcome;
      const id = await keepPreview(team.db, member.id, { files, paths, back });
      if (team.site) keepPreviewImages(team.site.releases.releasesDir, id, outcome.images);
      throw redirect(previewHref({ id, ...outcome, shown: outcome.paths[0]!, locale: "de", back }));
    },
    async delete({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.newsPost;
      const version = String(form.get("version") ?? "");
      if (params.id === NEW || !version) return refused("delete", texts.notFound);
      const outcome = await deletePost(team.content, team.db, editorOf(member), params.id, version);
      const refusal = answerOf(outcome, "delete", locale);
      if (refusal) return refusal;
      throw redirect(`${AREA.content.path}?geloescht=1`);
    },
  });
}

type Field = FieldMetadata<unknown>;

/** One text in German and in English, side by side from a tablet's width on. */
function Bilingual({
  fields,
  label,
  hint,
  rows,
  markdown = false,
}: {
  fields: { de: Field; en: Field };
  label: string;
  hint?: string;
  rows?: number;
  markdown?: boolean;
}) {
  const { t } = useArea();
  const texts = t.newsPost;
  return (
    <fieldset className={area.languages}>
      <legend>{label}</legend>
      {(["de", "en"] as const).map((locale) => {
        const name = `${label} (${locale === "de" ? texts.german : texts.english})`;
        return (
          <div key={locale}>
            <TextField field={fields[locale]} label={name} hint={hint} rows={rows} />
            {markdown && <MarkdownPreview field={fields[locale]} />}
          </div>
        );
      })}
    </fieldset>
  );
}

type Answer = ActionResult & { theirs?: { de: string | null; en: string | null } };

/** A save gives the post a new version: the form starts anew from it. */
export default function NewsPost({ loaderData }: Route.ComponentProps) {
  return <NewsEditor key={loaderData.form.version} {...loaderData} />;
}

function NewsEditor({ id, form: initial, savedPreview }: Route.ComponentProps["loaderData"]) {
  const { t, locale } = useArea();
  const texts = t.newsPost;
  const [search] = useSearchParams();
  const answer = useAnswer("save") as Answer | undefined;
  const [form, fields] = useForm<NewsPostForm>({
    id: `news-${id}`,
    lastResult: answer?.result as SubmissionResult<string[]> | undefined,
    defaultValue: initial as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, newsPostFormSchema) as never,
  });
  const title = fields.title.getFieldset();
  const summary = fields.summary.getFieldset();
  const body = fields.body.getFieldset();
  const tags = fields.tags.getFieldset();
  const image = fields.image.getFieldset();
  const alt = image.alt.getFieldset();
  const photoErrors = (answer?.result?.error as Record<string, string[]> | undefined)?.photo;
  const isNew = id === NEW;

  return (
    <>
      <p>
        <Link to={AREA.content.path}>{texts.back}</Link>
      </p>
      <h1>{isNew ? texts.titleNew : texts.titleEdit}</h1>
      <AreaNotice intents={["delete"]} />
      {!isNew && (
        <p>
          <Link to={savedPreview}>{texts.previewSaved}</Link> ·{" "}
          <Link to={AREA.newsHistory.path.replace(":id", id)}>{texts.history}</Link> ·{" "}
          <Link to={AREA.newsletter.path}>{texts.newsletter}</Link>
        </p>
      )}
      <EditorForm
        form={form}
        version={fields.version as FieldMetadata<unknown>}
        multipart
        saveLabel={texts.save}
        preview
        notice={answer?.notice ?? (search.has("gespeichert") ? texts.saved : undefined)}
      >
        {answer?.theirs && (
          <details open>
            <summary>{format(texts.conflictTheirs, { locale: texts.german })}</summary>
            <pre className={area.diff}>{answer.theirs.de ?? ""}</pre>
            {answer.theirs.en !== null && (
              <>
                <p>{format(texts.conflictTheirs, { locale: texts.english })}</p>
                <pre className={area.diff}>{answer.theirs.en}</pre>
              </>
            )}
          </details>
        )}
        <TextField field={fields.slug} label={texts.slug} hint={texts.slugHint} />
        <TextField field={fields.date} label={texts.date} type="date" />
        <Bilingual fields={title} label={texts.postTitle} />
        <Bilingual fields={summary} label={texts.summary} hint={texts.summaryHint} rows={3} />
        <Bilingual fields={body} label={texts.body} hint={texts.bodyHint} rows={14} markdown />
        <Bilingual fields={tags} label={texts.tags} hint={texts.tagsHint} />
        <div className={styles.field} data-invalid={photoErrors ? "" : undefined}>
          <label htmlFor="photo" className={styles.label}>
            {texts.photo}
          </label>
          <p id="photo-hinweis" className={styles.hint}>
            {texts.photoHint}
            {initial.image.src && ` ${format(texts.currentImage, { src: initial.image.src })}`}
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className={styles.control}
            aria-describedby={photoErrors ? "photo-hinweis photo-fehler" : "photo-hinweis"}
            aria-invalid={photoErrors ? true : undefined}
          />
          {photoErrors && (
            <p id="photo-fehler" className={styles.error}>
              {photoErrors.join(" ")}
            </p>
          )}
        </div>
        <input {...getInputProps(image.src, { type: "hidden" })} key={image.src.key} />
        <Bilingual fields={alt} label={texts.imageAlt} hint={texts.imageAltHint} />
        <TextField field={image.credit} label={texts.credit} />
        <TextField
          field={image.focus}
          label={fieldTextOf("focus", locale).label}
          hint={fieldTextOf("focus", locale).hint}
        />
        <div className={styles.field}>
          <label className={styles.label}>
            <input {...getInputProps(fields.draft, { type: "checkbox" })} key={fields.draft.key} />{" "}
            {texts.draft}
          </label>
        </div>
      </EditorForm>
      {!isNew && (
        <details>
          <summary>{texts.delete}</summary>
          <p>{texts.deleteQuestion}</p>
          <ActionButton
            intent="delete"
            hidden={{ version: initial.version }}
            label={format(texts.deleteConfirm, { title: initial.title.de })}
            tone="danger"
          />
        </details>
      )}
    </>
  );
}
