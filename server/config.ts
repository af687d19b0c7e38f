import proxyAddr from "@fastify/proxy-addr";
import { existsSync } from "node:fs";
import { z } from "zod/mini";
import { DEFAULT_MIN_FILL_MS } from "../app/forms/transport";

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value?.trim() ? value.trim() : undefined)),
);

const wholeNumber = (min: number) =>
  z.coerce
    .number<string>()
    .check(z.refine(Number.isSafeInteger, "muss eine ganze Zahl sein"), z.gte(min));
const int = (fallback: number, min = 0) => z._default(wholeNumber(min), fallback);
/** A whole number or nothing (unset or blank: the caller's default applies). */
const optionalInt = (min: number) => z.pipe(optionalText, z.optional(wholeNumber(min)));

/**
 * The reverse proxies whose X-Forwarded-For/-Proto/-Host are believed: none (`false`), or their
 * addresses, CIDR ranges or proxy-addr's range names (`loopback`, `linklocal`, `uniquelocal`).
 * Trusting every hop (`true`) would take the client address from the leftmost X-Forwarded-For
 * entry, which the client writes itself; a hop count is refused too, as Fastify ignores it.
 */
const trustProxy = z.pipe(
  z._default(z.string(), "false"),
  z.transform((value, ctx): false | string[] => {
    const trimmed = value.trim();
    if (["false", "0", ""].includes(trimmed)) return false;
    const entries = trimmed.split(",").map((entry) => entry.trim());
    try {
      if (/^(true|\d+)$/i.test(trimmed)) throw new Error("true oder eine Anzahl von Proxys");
      proxyAddr.compile(entries);
      return entries;
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      ctx.issues.push({
        code: "custom",
        input: value,
        message: `${problem}: erwartet false oder die Adressen der Proxys (z. B. 127.0.0.1 oder 10.0.0.0/8)`,
      });
      return z.NEVER;
    }
  }),
);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(["development", "production", "test"]), "development"),
  PORT: z.pipe(int(3000, 1), z.number().check(z.lte(65535))),
  HOST: z._default(z.string().check(z.minLength(1)), "0.0.0.0"),
  DATABASE_URL: z.pipe(optionalText, z.optional(z.url({ protocol: /^postgres(ql)?$/ }))),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), "./data"),
  /**
   * The content releases (server/releases/): a folder every instance shares; by default
   * `build/releases` of the site's folder. CONTENT_ROOT holds the `content/` releases are made of.
   */
  RELEASES_DIR: optionalText,
  CONTENT_ROOT: optionalText,
  /** A git repository the content's history is pulled from and pushed to (0167); none: local. */
  CONTENT_REMOTE: optionalText,
  SMTP_URL: z.pipe(optionalText, z.optional(z.url({ protocol: /^smtps?$/ }))),
  NOTIFY_TO: z._default(z.email(), "team@e-gnition.example"),
  MAIL_FROM: z._default(
    z.string().check(z.minLength(3)),
    "e-gnition Website <website@e-gnition.example>",
  ),
  SITE_ORIGIN: z.pipe(
    z._default(z.url({ protocol: /^https?$/ }), "http://localhost:3000"),
    z.transform((url) => new URL(url).origin),
  ),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z._default(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    "info",
  ),
  RATE_LIMIT_MAX: int(10, 1),
  RATE_LIMIT_WINDOW_MS: int(10 * 60_000, 1),
  MIN_FILL_MS: int(DEFAULT_MIN_FILL_MS),
  /**
   * After SIGTERM: how long the server keeps serving while readiness already answers 503, so
   * that a load balancer polling it stops sending new requests before the listener closes.
   */
  SHUTDOWN_DRAIN_MS: int(0),
  /**
   * Notification sender (defaults in server/mail/outbox-worker.ts: 30 minutes, 2 minutes): the
   * longest pause between retries of a failed e-mail, and how long an e-mail being sent stays
   * reserved; after a crash it is retried once that ran out. Lowered by the reliability suite.
   */
  OUTBOX_RETRY_MAX_MS: optionalInt(1),
  OUTBOX_LEASE_MS: optionalInt(1000),
  /** Newsletter issues leave each server at most this many e-mails per minute (ADR 0151). */
  NEWSLETTER_PER_MINUTE: int(120, 1),
});

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

/** Validates environment variables; throws a {@link ConfigError} naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new ConfigError(`Ungültige Konfiguration (Umgebungsvariablen):\n${problems.join("\n")}`);
}

/** Reads `.env` (if present) into process.env, then validates it. Exits the process on bad values. */
export function loadConfig(): Config {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
