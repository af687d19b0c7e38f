import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import { frameworkErrors, registerErrorAnswers } from "./api/errors";
import { registerFormRoutes } from "./api/form-routes";
import { registerGirocodeRoute } from "./api/girocode";
import { registerHealthRoutes } from "./api/health";
import { readAssociation } from "./association";
import type { Config } from "./config";
import { openContentRepository } from "./content/history";
import { openDatabase, type Database } from "./db/client";
import { HTTP_TIMEOUTS, timeoutOptions, type HttpTimeouts } from "./http-timeouts";
import { loggerOptions } from "./log";
import { registerCsrf } from "./security/csrf";
import { registerSecurityHeaders } from "./security/headers";
import { registerHostCheck } from "./security/host";
import { registerRateLimits } from "./security/rate-limit";
import { readProductName } from "./site";
import { openSiteServing, type SiteServingDeps } from "./site-serving";
import { registerTeamArea } from "./team/http";
import { COMPRESSIBLE_TYPE, registerWeb } from "./web";

const BODY_LIMIT_BYTES = 32 * 1024;

export interface AppDeps extends SiteServingDeps {
  /** An open, migrated database; without it the app opens its own from the config and closes it. */
  database?: Database;
  logger?: Logger;
  /** Called after each stored submission (wakes the notification sender). */
  onStored?: () => void;
  /** Registered before everything else (the development server's Vite middleware). */
  first?: (app: FastifyInstance) => Promise<void>;
  /** Serve the built-in newsletter's API (0081); on unless `false`. */
  builtInNewsletter?: boolean;
  /** E-mails are sent (SMTP_URL is set); without, a sign-up is told its e-mail may take a while. */
  mailConfigured?: boolean;
  /** Shorter waits for slow clients (tests). */
  timeouts?: Partial<HttpTimeouts>;
}

export function createLogger(config: Config, stream?: DestinationStream): Logger {
  return pino(loggerOptions(config.LOG_LEVEL), stream ?? pino.destination(1));
}

/** The web server (API and site), not yet listening. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database = deps.database ?? (await openDatabase(config));
  const app = Fastify({
    ...timeoutOptions({ ...HTTP_TIMEOUTS, ...deps.timeouts }),
    loggerInstance: (deps.logger ?? createLogger(config)) as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    return503OnClosing: true,
    frameworkErrors,
  });
  if (!deps.database) app.addHook("onClose", () => database.close());
  await deps.first?.(app);
  registerErrorAnswers(app);

  registerSecurityHeaders(app);
  registerHostCheck(app);
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE_TYPE,
  });

  // Only JSON and HTML form posts; everything else (text/plain included) is answered with 415.
  app.removeContentTypeParser("text/plain");
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerCsrf(app, config.SITE_ORIGIN);

  registerHealthRoutes(app, database);
  const rateLimits = await registerRateLimits(app, {
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    sharedDb: database.kind === "postgres" ? database.db : undefined,
  });
  const { webHandler, releases, site, contentRoot, page } = await openSiteServing(
    app,
    config,
    database.db,
    deps,
  );
  const onStored = deps.onStored ?? (() => {});

  await registerTeamArea(app, {
    db: database.db,
    siteOrigin: config.SITE_ORIGIN,
    siteName: readProductName(),
    handler: webHandler,
    rateLimits,
    mailConfigured: Boolean(config.SMTP_URL),
    dataDir: config.DATA_DIR,
    nudgeOutbox: onStored,
    page,
    site,
    content: {
      root: contentRoot,
      repo: openContentRepository({
        dir: contentRoot,
        ...(config.CONTENT_REMOTE && { remote: config.CONTENT_REMOTE }),
        logger: app.log,
      }),
    },
  });

  registerGirocodeRoute(app, readAssociation().bank);
  registerFormRoutes(app, {
    db: database.db,
    rateLimits,
    productName: readProductName(),
    minFillMs: config.MIN_FILL_MS,
    onStored,
    builtInNewsletter: deps.builtInNewsletter ?? true,
    mailConfigured: deps.mailConfigured ?? true,
    pageForms: { handler: webHandler, page, siteOrigin: config.SITE_ORIGIN },
  });

  await registerWeb(app, { releases, handler: webHandler, ...page });
  return app;
}
