import {
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseSubmission } from "~/forms/parse-submission";
import { data, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/content-item";
import { contentItemPath, isWholeFile, itemIdOf, NEW_ITEM } from "~/content/editor/content-kinds";
import { itemForm } from "~/content/editor/item-forms";
import type { JsonKind } from "~/content/files/kinds";
import { format } from "~/i18n/format";
import { contentKindTexts } from "~/i18n/content-fields";
import { AREA } from "~/team/access";
import { useArea } from "~/intern/useArea";
import { ActionButton } from "~/intern/components/AreaForm";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { SchemaFields } from "~/intern/components/SchemaFields";
import { area } from "~/intern/components/area-style";
import { EditorForm } from "~/intern/components/EditorForm";
import { useAnswer } from "~/intern/components/form-answer";
import type { ActionResult } from "../../../server/team/action-result";
import { areaMeta } from "~/intern/meta";
import { contentKindOf } from "~/intern/content-kind.server";
import { contentItemTitle } from "~/intern/content-title";
import { requirePage, runAction, type ActionHandler } from "../../../server/team/guard";
import {
  acceptUploads,
  deleteJsonItem,
  idFieldOf,
  listJsonItems,
  loadJsonItem,
  previewJsonItem,
  saveJsonItem,
  type ImageUpload,
} from "../../../server/content/items";
import { keepPreview, previewHref } from "../../../server/content/previews";
import { pathsOfItem } from "../../../server/content/pages-fed";
import { keepPreviewImages } from "../../../server/content/preview-images";
import {
  editorOf,
  refusalErrors,
  wordedErrors,
  type SaveOutcome,
} from "../../../server/content/saving";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  areaMeta(matches, (_, locale) =>
    data ? contentItemTitle(data.kind, data.id, locale) : contentKindTexts(locale).notFound,
  );

const pageOf = (kind: JsonKind) => (kind === "site" ? "siteSettings" : "contentItem");

export async function loader(args: Route.LoaderArgs) {
  const { context, request, params } = args;
  const kind = contentKindOf(args);
  const { team, locale } = requirePage(pageOf(kind), context, request);
  const texts = contentKindTexts(locale);
  const form = itemForm(kind);
  if (params.id === NEW_ITEM && !isWholeFile(kind)) {
    // A new season starts from the newest one: its departments, classes or specs, without its name.
    const [newest] = listJsonItems(team.content, kind);
    const template = newest && (await loadJsonItem(team.content, kind, newest.id));
    const idField = idFieldOf(kind) ?? "";
    const start = template
      ? { ...(template.json as object), [idField]: "", ...(kind === "team" && { id: "" }) }
      : undefined;
    return {
      kind,
      id: NEW_ITEM,
      value: form.valueOf(start, ""),
      template: newest?.id ?? "",
      savedPreview: "",
    };
  }
  const itemId = itemIdOf(kind, params.id);
  const loaded = await loadJsonItem(team.content, kind, itemId);
  if (!loaded) throw data(texts.notFound, { status: 404 });
  const paths = pathsOfItem(team.content.root, kind, itemId);
  const savedPreview = previewHref({
    paths,
    shown: paths[0]!,
    locale: "de",
    back: contentItemPath(kind, params.id),
  });
  return {
    kind,
    id: params.id,
    value: form.valueOf(loaded.json, loaded.version),
    template: "",
    savedPreview,
  };
}

/** The images chosen in the form (file fields named `<image field>.upload`), taken out of it. */
async function takeUploads(formData: FormData): Promise<ImageUpload[]> {
  const uploads: ImageUpload[] = [];
  for (const [name, value] of [...formData.entries()]) {
    if (!name.endsWith(".upload")) continue;
    formData.delete(name);
    if (value instanceof File && value.size > 0)
      uploads.push({
        field: name.slice(0, -".upload".length),
        fileName: value.name,
        bytes: new Uint8Array(await value.arrayBuffer()),
      });
  }
  return uploads;
}

type Answer = ActionResult & { theirs?: string | null };

export function action(args: Route.ActionArgs) {
  const { params } = args;
  const kind = contentKindOf(args);
  const originalId = params.id === NEW_ITEM ? undefined : itemIdOf(kind, params.id);
  /** A save, or (`preview`) the same checks and then the preview of the unsaved changes. */
  const submit =
    (preview: boolean): ActionHandler =>
    async ({ team, member, locale }, formData) => {
      const texts = contentKindTexts(locale);
      const form = itemForm(kind);
      // Adding, removing or moving an entry of a list (Conform's intents) saves nothing.
      const listChange = formData.has("__intent__");
      const uploads = await takeUploads(formData);
      const idField = idFieldOf(kind);
      const id = idField ? String(formData.get(idField) ?? "").trim() : kind;
      const accepted = await acceptUploads(
        kind,
        id || originalId || NEW_ITEM,
        listChange ? [] : uploads,
      );
      for (const [field, src] of Object.entries(accepted.paths)) formData.set(`${field}.src`, src);
      const submission = parseSubmission(formData, form.schema);
      const reply = (outcome?: SaveOutcome) => {
        const errors = {
          ...wordedErrors(accepted.errors, locale),
          ...(outcome && outcome.status !== "saved" && refusalErrors(outcome, locale)),
        };
        const { "": formErrors = [], ...fieldErrors } = errors;
        return data<Answer>(
          {
            intent: "save",
            result: submission.reply({
              formErrors,
              fieldErrors,
            }) as SubmissionResult<string[]>,
            ...(outcome?.status === "conflict" && {
              theirs: Object.values(outcome.theirs)[0] ?? null,
            }),
          },
          { status: listChange ? 200 : outcome?.status === "conflict" ? 409 : 400 },
        );
      };
      if (submission.status !== "success" || Object.keys(accepted.errors).length > 0)
        return reply();
      if (preview) {
        const editor = originalId
          ? contentItemPath(kind, params.id)
          : contentItemPath(kind, NEW_ITEM);
        const ready = previewJsonItem(team.content, {
          kind,
          ...(originalId && { originalId }),
          form: submission.payload,
          version: submission.value.version,
          uploads: accepted,
        });
        if (ready.status !== "ready") return reply(ready);
        const previewId = await keepPreview(team.db, member.id, {
          files: ready.files,
          paths: ready.paths,
          back: editor,
        });
        if (team.site)
          keepPreviewImages(team.site.releases.releasesDir, previewId, accepted.binary);
        throw redirect(
          previewHref({
            id: previewId,
            paths: ready.paths,
            shown: ready.paths[0]!,
            locale: "de",
            back: editor,
          }),
        );
      }
      const outcome = await saveJsonItem(team.content, team.db, editorOf(member), {
        kind,
        ...(originalId && { originalId }),
        form: submission.payload,
        version: submission.value.version,
        uploads: accepted,
      });
      if (outcome.status !== "saved") return reply(outcome);
      const path = contentItemPath(kind, outcome.id);
      if (outcome.id !== originalId) throw redirect(`${path}?gespeichert=1`);
      return { intent: "save", notice: outcome.changed ? texts.saved : texts.unchanged };
    };
  const save = submit(false);
  const preview = submit(true);
  if (kind === "site") return runAction("siteSettings", args, { save, preview });
  return runAction("contentItem", args, {
    save,
    preview,
    async delete({ team, member, locale }, formData) {
      const version = String(formData.get("version") ?? "");
      if (!originalId || !version) throw data(contentKindTexts(locale).notFound, { status: 404 });
      const outcome = await deleteJsonItem(
        team.content,
        team.db,
        editorOf(member),
        kind,
        originalId,
        version,
      );
      if (outcome.status === "saved") throw redirect(`${AREA.content.path}?geloescht=1`);
      const message = Object.values(refusalErrors(outcome, locale)).flat();
      return data<ActionResult>(
        { intent: "delete", result: { status: "error", error: { "": message } } },
        { status: 409 },
      );
    },
  });
}

/** A save gives the item a new version: the form starts anew from it. */
export default function ContentItem({ loaderData }: Route.ComponentProps) {
  return (
    <ItemEditor key={`${loaderData.kind}-${String(loaderData.value.version)}`} {...loaderData} />
  );
}

function ItemEditor({
  kind,
  id,
  value,
  template,
  savedPreview,
}: Route.ComponentProps["loaderData"]) {
  const [search] = useSearchParams();
  const { t, locale } = useArea();
  const texts = contentKindTexts(locale);
  const answer = useAnswer("save") as Answer | undefined;
  const itemFormOfKind = itemForm(kind);
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `content-${kind}-${id}`,
    lastResult: answer?.result as SubmissionResult<string[]> | undefined,
    defaultValue: value as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, itemFormOfKind.schema) as never,
  });
  const names = texts.kinds[kind];
  const isNew = id === NEW_ITEM;
  const historyPath = `${contentItemPath(kind, id)}/verlauf`;
  const version = String(value.version ?? "");

  return (
    <>
      <p>
        <Link to={AREA.content.path}>{texts.back}</Link>
        {!isNew && (
          <>
            {" · "}
            <Link to={historyPath}>{texts.history}</Link>
            {" · "}
            <Link to={savedPreview}>{t.content.previewSaved}</Link>
          </>
        )}
      </p>
      <h1>{contentItemTitle(kind, id, locale)}</h1>
      <p>{names.intro}</p>
      {isNew && template && <p>{format(texts.fromTemplate, { id: template })}</p>}
      <AreaNotice intents={["delete"]} />
      <EditorForm
        form={form}
        version={fields.version as FieldMetadata<unknown>}
        multipart
        className={`${area.editor} ${area.schema}`}
        saveLabel={texts.save}
        preview
        notice={answer?.notice ?? (search.has("gespeichert") ? texts.saved : undefined)}
      >
        {answer?.theirs !== undefined && (
          <details open>
            <summary>{texts.conflictTheirs}</summary>
            <pre className={area.diff}>{answer.theirs ?? texts.conflictDeleted}</pre>
          </details>
        )}
        <SchemaFields
          form={form as unknown as FormMetadata<Record<string, unknown>>}
          fields={fields as never}
          node={itemFormOfKind.node}
        />
      </EditorForm>
      {!isNew && !isWholeFile(kind) && (
        <details>
          <summary>{names.delete}</summary>
          <p>{texts.deleteQuestion}</p>
          <ActionButton
            intent="delete"
            hidden={{ version }}
            label={format(texts.deleteConfirm, { title: contentItemTitle(kind, id, locale) })}
            tone="danger"
          />
        </details>
      )}
    </>
  );
}
