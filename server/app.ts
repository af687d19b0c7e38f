import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyFormbody from "@fastify/formbody";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from "fastify";
import { join, resolve } from "node:path";
import { createRequestHandler } from "react-router";
import { openReleases } from "./releases/open";
import type { SitePublisher } from "./releases/publishing";
import { openContentRepository } from "./content/history";
import pino, { type DestinationStream, type Logger } from "pino";
import { formDefinitions, formLocale } from "./api/forms";
import { registerHealthRoutes } from "./api/health";
import { registerNewsletterRoutes } from "./api/newsletter";
import { newsletterPageAnswer, registerNewsletterPages } from "./api/newsletter-pages";
import { registerSubmitRoutes } from "./api/submit";
import { createSubmissionService } from "./api/submission-service";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { HTTP_TIMEOUTS, timeoutOptions, type HttpTimeouts } from "./http-timeouts";
import { loggerOptions } from "./log";
import { apiMessages, type ApiMessages } from "./messages";
import { registerCsrf } from "./security/csrf";
import { registerSecurityHeaders, setSecurityHeaders } from "./security/headers";
import { registerHostCheck } from "./security/host";
import { frameOrigin } from "./security/page-csp";
import { registerRateLimits } from "./security/rate-limit";
import { projectRoot, readNewsletterFormUrl, readProductName } from "./site";
import { registerTeamArea } from "./team/http";
import {
  pagePostAnswer,
  registerPageForms,
  submissionOf,
  type PageFormTarget,
  type PagePostAnswer,
} from "./api/page-forms";
import { signUpForNewsletter } from "./newsletter/sign-up";
import { NEWSLETTER_MAX_CHARS } from "../app/forms/newsletter";
import { NEWSLETTER_PATHS } from "../app/forms/transport";
import { readAssociation } from "./association";
import { registerGirocodeRoute } from "./api/girocode";
import { COMPRESSIBLE_TYPE, loadServerBuild, registerWeb, type FetchHandler } from "./web";

const BODY_LIMIT_BYTES = 32 * 1024;

/** The newsletter's sign-up form, answered on its page (`/news`) like the other forms. */
const NEWSLETTER_SIGN_UP: PageFormTarget = {
  kind: "newsletter",
  formPage: NEWSLETTER_PATHS.signUpPage,
  maxChars: NEWSLETTER_MAX_CHARS,
};

declare module "fastify" {
  interface FastifyInstance {
    /** Publishing the site (none in development or tests without a build). */
    sitePublisher: SitePublisher | undefined;
  }
}

export interface AppDeps {
  /** An open, migrated database; without it the app opens its own from the config and closes it. */
  database?: Database;
  logger?: Logger;
  /** Called after each stored submission (wakes the notification sender). */
  onStored?: () => void;
  buildDir?: string;
  /** Replaces the React Router server build (tests, the development server). */
  webHandler?: FetchHandler;
  /** Serve the current release's files (not in development, where Vite serves them). */
  serveBuild?: boolean;
  /** Replaces `links.newsletterForm` of content/site.json (the origin pages may frame). */
  newsletterFormUrl?: string;
  /** Registered before everything else (the development server's Vite middleware). */
  first?: (app: FastifyInstance) => Promise<void>;
  /** Pages allow inline styles (only in development, where Vite injects them). */
  inlineStyles?: boolean;
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

const ERROR_MESSAGES: Record<number, keyof ApiMessages> = {
  400: "badRequest",
  404: "notFound",
  413: "tooLarge",
  415: "unsupportedType",
  500: "internal",
};

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
    // Broken URLs (e.g. `/%`) are answered before any hook runs: our JSON and headers instead.
    frameworkErrors: (error, request, reply) => {
      const answer = reply as unknown as FastifyReply; // its generic types resolve to nothing here
      setSecurityHeaders(request, answer);
      return answer
        .code(error.statusCode ?? 400)
        .send({ message: apiMessages(formLocale(request)).badRequest });
    },
  });
  if (!deps.database) app.addHook("onClose", () => database.close());
  await deps.first?.(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, "request failed");
    const messages = apiMessages(formLocale(request));
    return reply.code(status).send({ message: messages[ERROR_MESSAGES[status] ?? "badRequest"] });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: apiMessages(formLocale(request)).notFound }),
  );

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
  const newsletterFormUrl = deps.newsletterFormUrl ?? readNewsletterFormUrl();
  const frame = frameOrigin(newsletterFormUrl);
  if (newsletterFormUrl.trim() && !frame)
    app.log.warn("links.newsletterForm is not an http(s) address: no frame is allowed");
  const buildDir = deps.buildDir ?? join(projectRoot, "build");
  const build = deps.webHandler ? undefined : await loadServerBuild(buildDir);
  const contentRoot = resolve(config.CONTENT_ROOT ?? projectRoot);
  const webHandler = deps.webHandler ?? (build && createRequestHandler(build, config.NODE_ENV));
  const releases =
    deps.serveBuild === false
      ? undefined
      : await openReleases({
          build,
          buildDir,
          releasesDir: config.RELEASES_DIR ?? join(buildDir, "releases"),
          contentRoot,
          frameOrigin: frame,
          log: app.log,
          db: database.db,
        });
  // Before the database closes (onClose), so that no poll for announcements meets a closed one.
  if (releases) app.addHook("preClose", async () => releases.stop());
  const site = build &&
    releases && {
      build,
      clientDir: join(buildDir, "client"),
      contentRoot,
      releases,
    };
  app.decorate("sitePublisher", site || undefined);
  const pageOptions = { frameOrigin: frame, inlineStyles: deps.inlineStyles ?? false };

  await registerTeamArea(app, {
    db: database.db,
    siteOrigin: config.SITE_ORIGIN,
    siteName: readProductName(),
    handler: webHandler,
    rateLimits,
    mailConfigured: Boolean(config.SMTP_URL),
    dataDir: config.DATA_DIR,
    nudgeOutbox: deps.onStored ?? (() => {}),
    page: pageOptions,
    site: site || undefined,
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
  const forms = formDefinitions(readProductName());
  const submit = createSubmissionService({
    db: database.db,
    minFillMs: config.MIN_FILL_MS,
    onStored: deps.onStored ?? (() => {}),
  });
  const pageFormOptions = {
    handler: webHandler,
    page: pageOptions,
    siteOrigin: config.SITE_ORIGIN,
  };
  // A form posted without JavaScript is answered by its page's route action.
  const pagePosts = new Map(
    forms.map((form) => [
      form,
      pagePostAnswer(form, submissionOf(form, submit, rateLimits), pageFormOptions),
    ]),
  );
  registerSubmitRoutes(app, { pagePosts, submit, rateLimits });
  const formPages = new Map<PageFormTarget, PagePostAnswer>(pagePosts);
  if (deps.builtInNewsletter ?? true) {
    const onQueued = deps.onStored ?? (() => {});
    const signUpPageAnswer = pagePostAnswer(
      NEWSLETTER_SIGN_UP,
      (request, body) =>
        signUpForNewsletter({
          db: database.db,
          body,
          locale: formLocale(request),
          takeRateLimit: () => rateLimits.takeSubmission(request),
          onQueued,
          log: request.log,
        }),
      pageFormOptions,
    );
    formPages.set(NEWSLETTER_SIGN_UP, signUpPageAnswer);
    const pageAnswer = newsletterPageAnswer({
      db: database.db,
      rateLimits,
      onQueued,
      ...pageFormOptions,
    });
    registerNewsletterPages(app, pageAnswer, rateLimits);
    registerNewsletterRoutes(app, {
      db: database.db,
      rateLimits,
      onQueued,
      signUpPageAnswer,
      pageAnswer,
      mailConfigured: deps.mailConfigured ?? true,
    });
  }
  registerPageForms(app, formPages, rateLimits);

  await registerWeb(app, {
    releases,
    handler: webHandler,
    ...pageOptions,
  });
  return app;
}
