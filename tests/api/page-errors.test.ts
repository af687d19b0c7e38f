import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "../../app/entry.server";
import { bankCredits } from "../../server/db/schema";
import type { FetchHandler } from "../../server/web";
import { databases } from "./helpers/databases";
import { DONATION_PAGE, useHarness } from "./helpers/harness";
import { areaGet } from "./helpers/team";

/**
 * Errors of page requests are logged by app/entry.server.tsx's handleError, with the request's
 * logger that the server hands to React Router: React Router's default would print the whole
 * error, and a database error's message lists the query's parameters (docs/submissions.md, Logs).
 */
describe.each(databases)("errors of page requests on $name", (database) => {
  let fail: () => Promise<unknown>;
  /** Stands in for React Router: a loader that fails, its error given to the real handleError. */
  const reactRouter: FetchHandler = async (request, context = {}) => {
    try {
      await fail();
    } catch (error) {
      handleError(error, { request, params: {}, context });
    }
    return new Response("<!doctype html><p>Fehler</p>", {
      status: 500,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  };
  const h = useHarness(database, {}, { webHandler: reactRouter, serveBuild: false });

  /** The log lines of `request` about the failed page. */
  async function logged(request: () => Promise<{ statusCode: number }>) {
    const before = h.logs.length;
    expect((await request()).statusCode).toBe(500);
    const lines = h.logs.slice(before);
    return {
      all: lines.join("\n"),
      failures: lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === "page request failed"),
    };
  }

  it.each([
    ["the team area's Kasse", "/intern/kasse?von=Erika"],
    ["a public page", `${DONATION_PAGE}?von=Erika`],
  ])(
    "logs a failed query of %s by its code and the path, without the query or its values",
    async (_, url) => {
      // A credit of 0.00 € from a statement: the table refuses it (check constraint).
      fail = () =>
        h.database.db.insert(bankCredits).values({
          entryReference: "REF-GEHEIM",
          amountCents: 0,
          bookingDate: "2026-03-02",
          valueDate: "2026-03-02",
          payerName: "Erika Geheimnis",
          payerIban: "DE89370400440532013000",
          remittance: "Spende von Erika",
        });
      const { all, failures } = await logged(() => areaGet(h, url));
      expect(failures).toEqual([
        expect.objectContaining({
          level: 50,
          status: 500,
          method: "GET",
          path: url.split("?")[0],
          err: { type: expect.any(String), code: "23514" },
        }),
      ]);
      expect(all).not.toMatch(/Erika|Geheim|DE89|0532013000|REF-GEHEIM|insert into|params/i);
    },
  );

  it("logs an error React Router answers with a status (no route matches) as a warning", async () => {
    fail = () =>
      Promise.reject(
        new ErrorResponse(
          404,
          "Not Found",
          new Error('No route matches URL "/intern/gibt-es-nicht"'),
          true, // React Router's own
        ) as unknown as Error,
      );
    const { failures } = await logged(() => areaGet(h, "/intern/gibt-es-nicht"));
    expect(failures).toEqual([
      expect.objectContaining({
        level: 40,
        status: 404,
        path: "/intern/gibt-es-nicht",
        err: expect.objectContaining({ message: expect.stringContaining("No route matches") }),
      }),
    ]);
  });
});
