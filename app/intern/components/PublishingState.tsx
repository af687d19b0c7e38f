import styles from "~/components/forms/Form.module.css";
import { wordedChecks } from "~/content/check-message";
import { format } from "~/i18n/format";
import { useArea } from "../useArea";
import type { PublishingStatus } from "../../../server/releases/publishing";
import { area } from "./area-style";

/** The last release run (server/releases/publishing.ts): its progress, its result or why it failed. */
export function PublishingState({ status }: { status: PublishingStatus }) {
  const { t, locale, formatDateTime } = useArea();
  const texts = t.website;
  switch (status.state) {
    case "none":
      return null;
    case "running": {
      const facts = { by: status.by, since: formatDateTime(status.since) };
      return (
        <div role="status" className={area.notice}>
          <p>
            {status.total === null
              ? format(texts.preparing, facts)
              : format(texts.running, { ...facts, done: status.done, total: status.total })}
          </p>
          {status.total !== null && (
            <progress value={status.done} max={status.total} aria-label={texts.progress} />
          )}
        </div>
      );
    }
    case "done":
      return (
        <p role="status" className={area.notice}>
          {format(texts.published, {
            by: status.by,
            at: formatDateTime(status.at),
            count: status.pages,
          })}
        </p>
      );
    case "failed":
      return (
        <p role="alert" className={styles.error}>
          {status.reason === undefined
            ? format(texts.aborted, { by: status.by, at: formatDateTime(status.at) })
            : format(texts.failed, {
                by: status.by,
                at: formatDateTime(status.at),
                reason: wordedChecks(status.reason, locale),
              })}
        </p>
      );
  }
}
