import { Form, redirect } from "react-router";
import type { Locale } from "~/i18n/locale";
import type { Route } from "./+types/website";
import styles from "~/components/forms/Form.module.css";
import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { useArea } from "~/intern/useArea";
import { ActionButton } from "~/intern/components/AreaForm";
import { AreaNotice } from "~/intern/components/AreaNotice";
import { AreaTable } from "~/intern/components/AreaTable";
import { area } from "~/intern/components/area-style";
import { useAnswer, useBusy } from "~/intern/components/form-answer";
import { done, refused } from "../../../server/team/action-result";
import { areaFormat } from "~/team/format";
import { areaMeta } from "~/intern/meta";
import { requirePage, runAction } from "../../../server/team/guard";
import {
  publishingStatus,
  releaseListing,
  returnToRelease,
  startPublishing,
  UnknownReleaseError,
} from "../../../server/releases/publishing";
import { PublishingBusyError } from "../../../server/releases/publishing-state";
import { PublishingState } from "~/intern/components/PublishingState";
import { editorOf } from "../../../server/content/saving";

/** While a release runs, the page loads itself again (also without JavaScript) to show progress. */
const REFRESH_SECONDS = 2;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...areaMeta(matches, (t) => t.website.title),
  ...(data?.available && data.status.state === "running"
    ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }]
    : []),
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { team } = requirePage("website", context, request);
  if (!team.site) return { available: false as const };
  const { current, releases } = releaseListing(team.site);
  return {
    available: true as const,
    status: await publishingStatus(team.db),
    current,
    releases: releases.map(({ id, createdAt, by, paths }) => ({
      id,
      createdAt,
      by,
      paths: paths.length,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  return runAction("website", args, {
    async publish({ team, member, texts: allTexts, locale }) {
      const texts = allTexts.website;
      if (!team.site) return refused("publish", texts.unavailable);
      try {
        await startPublishing(team.db, team.site, editorOf(member));
      } catch (error) {
        if (error instanceof PublishingBusyError)
          return refused("publish", busyMessage(error, allTexts, locale));
        throw error;
      }
      throw redirect("/intern/website");
    },
    async restore({ team, member, texts: allTexts, locale }, form) {
      const texts = allTexts.website;
      const { formatDateTime } = areaFormat(locale);
      const id = String(form.get("id") ?? "");
      if (!team.site) return refused("restore", texts.unavailable);
      try {
        await returnToRelease(team.db, team.site, editorOf(member), id);
      } catch (error) {
        if (error instanceof UnknownReleaseError) return refused("restore", texts.unknown);
        if (error instanceof PublishingBusyError)
          return refused("restore", busyMessage(error, allTexts, locale));
        throw error;
      }
      const release = releaseListing(team.site).releases.find((r) => r.id === id);
      return done(
        "restore",
        format(texts.restored, { date: release ? formatDateTime(release.createdAt) : id }),
      );
    },
  });
}

const busyMessage = (error: PublishingBusyError, texts: TeamMessages, locale: Locale) =>
  format(texts.website.busy, {
    by: error.by,
    since: areaFormat(locale).formatDateTime(error.since),
  });

function PublishButton() {
  const { t } = useArea();
  const texts = t.website;
  const busy = useBusy("publish", {});
  const error = useAnswer("publish", {})?.result?.error?.[""];
  return (
    <Form method="post" className={area.inlineForm}>
      <input type="hidden" name="intent" value="publish" />
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {busy ? texts.publishing : texts.publish}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error.join(" ")}
        </p>
      )}
    </Form>
  );
}

const byLabel = (by: string, texts: TeamMessages["website"]) =>
  by === "build" ? texts.byBuild : by === "start" ? texts.byStart : by;

export default function Website({ loaderData }: Route.ComponentProps) {
  const { t, formatDateTime } = useArea();
  const texts = t.website;
  if (!loaderData.available)
    return (
      <>
        <h1>{texts.title}</h1>
        <p>{texts.unavailable}</p>
      </>
    );
  const { current, releases, status } = loaderData;
  return (
    <>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <AreaNotice />
      <PublishingState status={status} />
      <PublishButton />
      <AreaTable
        caption={texts.caption}
        rows={releases}
        rowKey={(release) => release.id}
        columns={[
          { label: texts.createdAt, cell: (release) => formatDateTime(release.createdAt) },
          { label: texts.by, cell: (release) => byLabel(release.by, texts) },
          { label: texts.pages, cell: (release) => release.paths },
          {
            label: texts.release,
            cell: (release) =>
              release.id === current ? (
                <strong>{texts.current}</strong>
              ) : (
                <ActionButton
                  intent="restore"
                  hidden={{ id: release.id }}
                  label={format(texts.restoreLabel, {
                    date: formatDateTime(release.createdAt),
                  })}
                />
              ),
          },
        ]}
      />
    </>
  );
}
