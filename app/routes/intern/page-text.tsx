import { useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/page-text";
import { pageFormSchema, type PageForm } from "~/content/editor/page-form";
import { format } from "~/i18n/format";
import { pageTextsDe } from "~/i18n/messages/content-fields.de";
import { Bilingual } from "~/intern/components/SchemaFields";
import { EditorForm } from "~/intern/components/EditorForm";
import { useAnswer } from "~/intern/components/form-answer";
import type { ActionResult } from "~/intern/form.server";
import { AREA } from "~/intern/access";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction } from "../../../server/team/guard";
import { loadPage, savePage } from "../../../server/content/pages";

const texts = pageTextsDe;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  areaMeta(matches, () => format(texts.title, { page: data?.form.title.de ?? "" }));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { team } = requirePage("pageText", context, request);
  const form = await loadPage(team.content, params.id);
  if (!form) throw data(texts.notFound, { status: 404 });
  return { key: params.id, form };
}

export function action(args: Route.ActionArgs) {
  return runAction("pageText", args, {
    async save({ team, member }, formData) {
      const submission = parseWithZod(formData, { schema: pageFormSchema });
      if (submission.status !== "success")
        return data<ActionResult>({ intent: "save", result: submission.reply() }, { status: 400 });
      const outcome = await savePage(
        team.content,
        team.db,
        { member, name: member.name || member.email },
        args.params.id,
        submission.value,
      );
      if (outcome.status === "saved")
        return { intent: "save", notice: outcome.changed ? texts.saved : texts.unchanged };
      const { "": formErrors = [], ...fieldErrors } =
        outcome.status === "invalid" ? outcome.errors : { "": [outcome.message] };
      return data<ActionResult>(
        { intent: "save", result: submission.reply({ formErrors, fieldErrors }) },
        { status: outcome.status === "conflict" ? 409 : 400 },
      );
    },
  });
}

export default function PageText({ loaderData }: Route.ComponentProps) {
  return (
    <PageEditor key={loaderData.form.version} pageKey={loaderData.key} form={loaderData.form} />
  );
}

function PageEditor({ pageKey, form: initial }: { pageKey: string; form: PageForm }) {
  const answer = useAnswer("save");
  const [form, fields] = useForm<PageForm>({
    id: `page-${pageKey}`,
    lastResult: answer?.result as SubmissionResult<string[]> | undefined,
    defaultValue: initial as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageFormSchema }) as never,
  });
  const field = (name: keyof typeof fields) => fields[name] as FieldMetadata<unknown>;
  return (
    <>
      <p>
        <Link to={AREA.content.path}>{texts.back}</Link> ·{" "}
        <Link to={AREA.pageHistory.path.replace(":id", pageKey)}>{texts.history}</Link>
      </p>
      <h1>{format(texts.title, { page: initial.title.de })}</h1>
      <p>{texts.intro}</p>
      <EditorForm
        form={form}
        version={fields.version as FieldMetadata<unknown>}
        saveLabel={texts.save}
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
        <Bilingual field={field("body")} label={texts.body} hint={texts.bodyHint} rows={18} />
      </EditorForm>
    </>
  );
}
