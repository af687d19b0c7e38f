/**
 * A route action's answer as React Router's single fetch sends it (turbo-stream's flat list:
 * each object's keys and values stand as indexes into the list), for tests that make the
 * server's answer up. Only objects, strings and numbers: what the form actions answer with.
 */
type Plain = string | number | { [key: string]: Plain };

export function routeData(data: Plain): string {
  const list: unknown[] = [];
  const add = (value: Plain): number => {
    const index = list.length;
    list.push(undefined);
    if (typeof value !== "object") {
      list[index] = value;
      return index;
    }
    const entries: Record<string, number> = {};
    list[index] = entries;
    for (const [key, item] of Object.entries(value)) {
      const keyIndex = add(key);
      entries[`_${keyIndex}`] = add(item);
    }
    return index;
  };
  add({ data });
  return JSON.stringify(list);
}

/** A route action's answer for `page.route(…).fulfill`, with its HTTP status. */
export const routeDataAnswer = (status: number, data: Plain) => ({
  status,
  contentType: "text/x-script",
  // React Router's mark of its own answer: without it, an error status is not read as data.
  headers: { "X-Remix-Response": "yes" },
  body: routeData(data),
});
