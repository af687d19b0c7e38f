import { format } from "~/i18n/format";
import { useArea } from "../useArea";
import { ActionButton } from "./AreaForm";
import { area } from "./area-style";

export interface HistoryItem {
  commit: string;
  date: string;
  authorName: string;
  message: string;
  diff: string;
}

/** An item's commits, newest first, each with its diff and "restore this version". */
export function ContentHistory({ history, current }: { history: HistoryItem[]; current: string }) {
  const { t, formatDateTime } = useArea();
  const texts = t.newsHistory;
  if (history.length === 0) return <p>{texts.empty}</p>;
  return (
    <ol>
      {history.map((entry) => (
        <li key={entry.commit}>
          <p>
            <strong>{formatDateTime(entry.date)}</strong> · {entry.authorName} · {entry.message}
          </p>
          {entry.diff && (
            <details>
              <summary>{texts.diff}</summary>
              <pre className={area.diff}>{entry.diff}</pre>
            </details>
          )}
          {entry.commit !== current && (
            <ActionButton
              intent="restore"
              hidden={{ commit: entry.commit }}
              label={format(texts.restoreLabel, { date: formatDateTime(entry.date) })}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
