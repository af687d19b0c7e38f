import { LANGUAGE_TAGS } from "~/i18n/locale";
import { useLocale } from "~/i18n/useLocale";

/** A post's date, "14. Juni 2025" / "14 June 2025". */
export function PostDate({ date, className }: { date: string; className?: string }) {
  const text = new Intl.DateTimeFormat(LANGUAGE_TAGS[useLocale()].lang, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  );
}
