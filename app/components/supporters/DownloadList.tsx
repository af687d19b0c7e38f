import { useMessages } from "~/i18n/useMessages";
import styles from "./DownloadList.module.css";

export interface Download {
  label: string;
  description: string;
  href: string;
  /** File size in bytes, when known at build time. */
  size?: number;
}

function formatSize(bytes: number, numberLocale: string): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString(numberLocale, { maximumFractionDigits: 1 })} MB`;
}

/** PDF downloads from public/downloads, each saved directly by the browser. */
export function DownloadList({ downloads }: { downloads: Download[] }) {
  const texts = useMessages("download").download;
  return (
    <ul className={styles.list}>
      {downloads.map((download) => (
        <li key={download.href}>
          <a href={download.href} download className={styles.item} type="application/pdf">
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="32"
              height="32"
              aria-hidden="true"
            >
              <path
                d="M6 2.75h8.5L19.25 7.5v13.75H6z M14.25 2.75V7.75h5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
              <path
                d="M12.5 11v6.5M9.75 15l2.75 2.75L15.25 15"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className={styles.text}>
              <span className={styles.label}>{download.label}</span>
              <span className={styles.description}>{download.description}</span>
              <span className={styles.meta}>
                PDF{download.size ? `, ${formatSize(download.size, texts.numberLocale)}` : ""} ·{" "}
                {texts.action}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
