import { isoDay } from "../team/format";

/** A CSV download (never cached; the server adds no-store to every area answer). */
export const csvResponse = (csv: string, name: string) =>
  new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${isoDay()}.csv"`,
    },
  });
