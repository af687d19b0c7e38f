import { randomBytes } from "node:crypto";
import type { ContactInput } from "../../../app/forms/contact";
import type { DonationInput } from "../../../app/forms/donation";
import {
  API_PATHS,
  CSRF_COOKIE,
  CSRF_HEADER,
  IDEMPOTENCY_HEADER,
  STARTED_AT_FIELD,
} from "../../../app/forms/transport";
import type { HttpClient, HttpResult } from "./http";

export type Kind = "donation" | "contact";

export interface PlannedSubmission {
  kind: Kind;
  key: string;
  payload: Record<string, unknown>;
}

/** A visitor's CSRF token, fetched like the site's script does (GET /api/csrf). */
export async function fetchCsrfToken(client: HttpClient): Promise<string> {
  const response = await client.send({ method: "GET", path: "/api/csrf" });
  const cookie = [response.headers["set-cookie"] ?? []]
    .flat()
    .find((line) => line.startsWith(`${CSRF_COOKIE}=`));
  const token = (JSON.parse(response.body) as { token?: unknown }).token;
  if (response.status !== 200 || typeof token !== "string" || !cookie?.includes(token)) {
    throw new Error(`GET /api/csrf answered ${response.status ?? response.error}: no token`);
  }
  return token;
}

export async function fetchCsrfTokens(client: HttpClient, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) tokens.push(await fetchCsrfToken(client));
  return tokens;
}

export function idempotencyKey(): string {
  return randomBytes(18).toString("base64url");
}

/** Headers of a JSON submission from this site's page: origin, CSRF cookie and header, key. */
export function submissionHeaders(
  origin: string,
  token: string,
  key: string | undefined,
): Record<string, string> {
  return {
    "content-type": "application/json",
    origin,
    cookie: `${CSRF_COOKIE}=${token}`,
    [CSRF_HEADER.toLowerCase()]: token,
    ...(key ? { [IDEMPOTENCY_HEADER.toLowerCase()]: key } : {}),
  };
}

/** The n-th valid submission of a run: donations for even n, contact messages for odd n. */
export function plannedSubmission(n: number, tag: string): PlannedSubmission {
  const startedAt = Date.now() - 30_000;
  if (n % 2 === 0) {
    const donation: DonationInput & { [STARTED_AT_FIELD]: number } = {
      amount: 5 + (n % 200) + (n % 4) * 0.25,
      firstName: "Lasttest",
      lastName: `${tag}-${n}`,
      certificate: n % 4 === 0,
      ...(n % 4 === 0 ? { address: "Teststraße 1", postalCode: "20095", city: "Hamburg" } : {}),
      note: `Lauf ${tag}, Nummer ${n}`,
      [STARTED_AT_FIELD]: startedAt,
    };
    return { kind: "donation", key: idempotencyKey(), payload: donation };
  }
  const contact: ContactInput & { [STARTED_AT_FIELD]: number } = {
    name: `Lasttest ${tag}-${n}`,
    email: `lasttest-${n}@example.org`,
    phone: n % 3 === 0 ? "+49 40 123456" : "",
    subject: `Lauf ${tag}`,
    message: `Nachricht Nummer ${n} aus dem Lauf ${tag}.\nZweite Zeile: äöü ß €.`,
    [STARTED_AT_FIELD]: startedAt,
  };
  return { kind: "contact", key: idempotencyKey(), payload: contact };
}

export function submit(
  client: HttpClient,
  origin: string,
  token: string,
  submission: PlannedSubmission,
): Promise<HttpResult> {
  return client.send({
    method: "POST",
    path: API_PATHS[submission.kind],
    headers: submissionHeaders(origin, token, submission.key),
    body: JSON.stringify(submission.payload),
  });
}

/** A 201 with the form's success text (a complete, well-formed answer). */
export function isAccepted(result: HttpResult | undefined): boolean {
  return result?.status === 201 && result.complete && result.body.startsWith("Vielen Dank!");
}
