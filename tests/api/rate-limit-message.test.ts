import { describe, expect, it } from "vitest";
import type { FormReplay } from "../../app/forms/replay";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { databases } from "./helpers/databases";
import { echoPages, echoedPage, useHarness, validContact } from "./helpers/harness";

/**
 * A refused visitor is told to wait the limit's window, with and without JavaScript: the JSON
 * answer and the form page rendered back both name it (the Retry-After header says what is left).
 */
describe("the wait a rate-limited visitor is told", () => {
  const h = useHarness(
    databases[0]!,
    { RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_MS: "600000" },
    echoPages,
  );

  it("is the configured window, in the script's answer and in the page of a plain post", async () => {
    expect((await h.post("/api/contact", validContact)).statusCode).toBe(201);
    const script = await h.post("/api/contact", validContact);
    expect(script.statusCode).toBe(429);
    expect(script.json().waitSeconds).toBe(600);

    const plain = await h.post("/api/contact", validContact, { form: true });
    expect(plain.statusCode).toBe(429);
    const replay = echoedPage(plain.body).actionData as FormReplay;
    expect(replay).toMatchObject({ failure: "rate", waitSeconds: 600 });

    const newsletter = await h.post(NEWSLETTER_PATHS.signUpApi, { email: "a@example.org" });
    expect(newsletter.statusCode).toBe(429);
    expect(newsletter.json().waitSeconds).toBe(600);
  });
});
