import { format } from "./format";

type Slots = Record<string, string | number>;

/**
 * A message that names its catalogue text instead of holding it, `<prefix><key>?<slots>`, so a
 * check shared by the build, the server and the page is worded where it is shown, in the
 * reader's language. The slots are URL-encoded: a mark has no spaces, colons or quotes.
 */
export function textMark(prefix: string, key: string, slots?: Slots): string {
  const query = slots
    ? `?${new URLSearchParams(Object.entries(slots).map(([name, value]) => [name, String(value)]))}`
    : "";
  return `${prefix}${key}${query}`;
}

/**
 * The text a mark names, its slots filled (each as `slotText` words it, if given); undefined when
 * `texts` has no such text.
 */
export function textOfMark(
  prefix: string,
  texts: Readonly<Record<string, unknown>>,
  mark: string,
  slotText: (name: string, value: string) => string = (_, value) => value,
): string | undefined {
  if (!mark.startsWith(prefix)) return undefined;
  const [key = "", query = ""] = mark.slice(prefix.length).split("?");
  const template = texts[key];
  if (typeof template !== "string") return undefined;
  const slots = [...new URLSearchParams(query)].map(([name, value]) => [
    name,
    slotText(name, value),
  ]);
  return format(template, Object.fromEntries(slots));
}
