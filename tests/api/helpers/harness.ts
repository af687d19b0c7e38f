import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { donationPath } from "../../../app/lib/paths";
import { localizedPath } from "../../../app/i18n/locale";
import {
  contactAction,
  donationAction,
  newsletterAction,
} from "../../../app/forms/page-actions.server";
import { newsletterTokenPageAction } from "../../../app/forms/newsletter-page-action.server";
import type { PageActionArgs } from "../../../app/forms/page-action.server";
import { NEWSLETTER_PATHS } from "../../../app/forms/transport";
import { parseConfig, type Config } from "../../../server/config";
import type { Database } from "../../../server/db/client";
import {
  contactMessages,
  donationPledges,
  newsletterSubscribers,
  notificationOutbox,
} from "../../../server/db/schema";
import type { OutboxTiming } from "../../../server/mail/outbox-worker";
import { startServer, type ServerOptions } from "../../../server/server";
import type { FetchHandler } from "../../../server/web";
import { readProductName } from "../../../server/site";
import type { TestDatabase } from "./databases";
import { SmtpSink } from "./smtp-sink";

export const SITE_ORIGIN = "http://localhost:3000";
/** The donation form's page, e.g. /missionegnition (derived from content/site.json). */
export const DONATION_PAGE = donationPath(readProductName());

/** The thank-you page a plain pledge is sent to (German unless named): with its reference code and amount. */
export const thanksWithReference = (amount: string, thanksPage = `${DONATION_PAGE}/danke`) =>
  new RegExp(
    `^${thanksPage}\\?referenz=EGN-[0-9A-HJKMNP-TV-Z]{4}&betrag=${amount.replace(".", "\\.")}$`,
  );

/** Fast retries so that tests wait milliseconds, not minutes. */
export const FAST_OUTBOX: Partial<OutboxTiming> = {
  pollMs: 50,
  retryBaseMs: 50,
  retryMaxMs: 200,
  leaseMs: 5000,
};

export const validDonation = { amount: 50, firstName: "Max", lastName: "Mustermann" };
export const validContact = {
  name: "Erika Musterfrau",
  email: "erika@example.org",
  subject: "Sponsoring",
  message: "Hallo zusammen!",
};

export interface PostOptions {
  /**
   * Send as an HTML form without JavaScript would: form-encoded, with the site's Origin and
   * nothing else (no cookie, no token).
   */
  form?: boolean;
  idempotencyKey?: string;
  /** Replaces or removes (undefined) the default headers (origin, cookie, token, type). */
  headers?: Record<string, string | undefined>;
  /** The X-XSRF-TOKEN of a JSON post (default: the visitor's). */
  token?: string | undefined;
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  config: Config;
  sink: SmtpSink;
  /** Every log line of the app(s) so far. */
  logs: string[];
  token: string;
  post(path: string, payload: unknown, options?: PostOptions): Promise<LightMyRequestResponse>;
  count(table: "donations" | "contacts" | "outbox"): Promise<number>;
  /** Stops the app (database closed, sender stopped) and starts a new one on the same database. */
  restart(env?: Record<string, string>): Promise<void>;
}

const TABLES = {
  donations: donationPledges,
  contacts: contactMessages,
  outbox: notificationOutbox,
};

/**
 * Registers hooks that start the server (with a fresh database and an SMTP sink) for the
 * enclosing `describe`, and empty the tables and the sink before each test.
 */
export function useHarness(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
  server: Pick<
    ServerOptions,
    | "webHandler"
    | "serveBuild"
    | "buildDir"
    | "builtInNewsletter"
    | "purgeIntervalMs"
    | "retentionSchedule"
    | "retentionTiming"
  > = {},
): Harness {
  const h = { logs: [] as string[] } as Harness & {
    dispose?: () => Promise<void>;
    env: Record<string, string>;
  };

  async function start(extraEnv: Record<string, string> = {}) {
    h.config = parseConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      SITE_ORIGIN,
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "1000",
      SMTP_URL: h.sink.url,
      NOTIFY_TO: "team@e-gnition.example",
      ...h.env,
      ...env,
      ...extraEnv,
    });
    const started = await startServer(h.config, {
      logStream: { write: (line: string) => void h.logs.push(line) },
      outboxTiming: FAST_OUTBOX,
      // A test's old rows stay until it purges them itself (tests/api/retention-schedule.test.ts).
      retentionSchedule: false,
      ...server,
    });
    h.app = started.app;
    h.database = started.database;
    const response = await h.app.inject({ method: "GET", url: "/api/csrf" });
    h.token = (response.json() as { token: string }).token;
  }

  h.restart = async (extraEnv) => {
    await h.app.close();
    await start(extraEnv);
  };

  h.post = (path, payload, options = {}) => {
    const token = "token" in options ? options.token : h.token;
    const headers: Record<string, string | undefined> = options.form
      ? { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" }
      : {
          origin: SITE_ORIGIN,
          cookie: `XSRF-TOKEN=${h.token}`,
          "x-xsrf-token": token,
          ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
        };
    Object.assign(headers, options.headers);
    const defined = Object.fromEntries(
      Object.entries(headers).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    if (!options.form)
      return h.app.inject({
        method: "POST",
        url: path,
        headers: defined,
        payload: payload as object,
      });
    const fields = new URLSearchParams(payload as Record<string, string>);
    if (options.idempotencyKey) fields.set("_idempotency", options.idempotencyKey);
    return h.app.inject({
      method: "POST",
      url: path,
      headers: defined,
      payload: fields.toString(),
    });
  };

  h.count = async (table) => (await h.database.db.select().from(TABLES[table])).length;

  beforeAll(async () => {
    const created = await testDatabase.create();
    h.env = created.env as Record<string, string>;
    h.dispose = created.dispose;
    h.sink = await SmtpSink.start();
    await start();
  });

  afterAll(async () => {
    await h.app?.close();
    await h.sink?.stop();
    await h.dispose?.();
  });

  beforeEach(async () => {
    await h.database.db.delete(donationPledges);
    await h.database.db.delete(contactMessages);
    await h.database.db.delete(newsletterSubscribers);
    h.sink.messages.length = 0;
    h.logs.length = 0;
  });

  return h;
}

/** The route actions of the form pages, which {@link echoPages} runs as React Router would. */
const PAGE_ACTIONS: Record<string, (args: PageActionArgs) => Promise<unknown>> = {
  "/contact": contactAction,
  "/en/contact": contactAction,
  [DONATION_PAGE]: donationAction,
  [localizedPath(DONATION_PAGE, "en")]: donationAction,
  [NEWSLETTER_PATHS.signUpPage]: newsletterAction,
  [localizedPath(NEWSLETTER_PATHS.signUpPage, "en")]: newsletterAction,
  ...Object.fromEntries(
    (["confirm", "unsubscribe"] as const).flatMap((kind) => {
      const page = NEWSLETTER_PATHS[`${kind}Page`];
      const action = (args: PageActionArgs) => newsletterTokenPageAction(kind, args);
      return [page, localizedPath(page, "en")].map((path) => [path, action]);
    }),
  ),
};

const echo = (page: Record<string, unknown>, status = 200) =>
  new Response(`<!doctype html><pre>${JSON.stringify(page)}</pre>`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

/**
 * Stands in for React Router: a page that shows the address it was asked for and the load
 * context it got, so tests see what the server passes to a page (independent of `npm run build`).
 * A post to a form page runs the page's real action: a redirect is answered as such, what the
 * action answers with is shown as `actionData`, with the action's status.
 */
export const echoPages: Pick<ServerOptions, "webHandler" | "serveBuild"> = {
  serveBuild: false,
  async webHandler(request, context = {}) {
    const path = new URL(request.url).pathname;
    // The page's script posts to the page's route data (`/contact.data`).
    const action =
      request.method === "POST" ? PAGE_ACTIONS[path.replace(/\.data$/, "")] : undefined;
    if (!action) return echo({ path, context });
    const answer: unknown = await action({ request, context });
    if (answer instanceof Response) return answer;
    const { data, init } = answer as { data: unknown; init: ResponseInit | null };
    return echo({ path, context, actionData: data }, init?.status ?? 200);
  },
} satisfies { webHandler: FetchHandler; serveBuild: boolean };

/**
 * A page's action answer to a post to its route data (`/contact.data`) as {@link echoPages}
 * rendered it: never a redirect, never cached, and whether the server said it came from the script.
 */
export function routeDataAnswerOf(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers.location).toBeUndefined();
  expect(response.headers["cache-control"]).toBe("no-store");
  const page = echoedPage(response.body);
  const pageForm = page.context.pageForm as { fromScript?: boolean } | undefined;
  return { path: page.path, fromScript: pageForm?.fromScript, data: page.actionData };
}

/** What {@link echoPages} rendered. */
export function echoedPage(body: string): {
  path: string;
  context: Record<string, unknown>;
  actionData?: unknown;
} {
  const json = /<pre>(.*)<\/pre>/s.exec(body)?.[1];
  if (!json) throw new Error(`not an echoed page: ${body.slice(0, 200)}`);
  return JSON.parse(json) as {
    path: string;
    context: Record<string, unknown>;
    actionData?: unknown;
  };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
