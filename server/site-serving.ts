import type { FastifyInstance } from "fastify";
import { join, resolve } from "node:path";
import { createRequestHandler } from "react-router";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { openReleases } from "./releases/open";
import type { SitePublisher } from "./releases/publishing";
import type { ReleaseServer } from "./releases/served";
import { frameOrigin } from "./security/page-csp";
import { projectRoot, readNewsletterFormUrl } from "./site";
import { loadServerBuild, type FetchHandler, type PagePolicyOptions } from "./web";

declare module "fastify" {
  interface FastifyInstance {
    /** Publishing the site (none in development or tests without a build). */
    sitePublisher: SitePublisher | undefined;
  }
}

export interface SiteServingDeps {
  buildDir?: string;
  /** Replaces the React Router server build (tests, the development server). */
  webHandler?: FetchHandler;
  /** Serve the current release's files (not in development, where Vite serves them). */
  serveBuild?: boolean;
  /** Replaces `links.newsletterForm` of content/site.json (the origin pages may frame). */
  newsletterFormUrl?: string;
  /** Pages allow inline styles (only in development, where Vite injects them). */
  inlineStyles?: boolean;
}

/** What serves the pages: React Router's handler, the releases, and the policy of every page. */
export interface SiteServing {
  webHandler: FetchHandler | undefined;
  releases: ReleaseServer | undefined;
  site: SitePublisher | undefined;
  contentRoot: string;
  page: PagePolicyOptions;
}

/**
 * Loads the server build and opens the releases this instance serves (stopped before the
 * database closes); decorates the app with the site's publisher.
 */
export async function openSiteServing(
  app: FastifyInstance,
  config: Config,
  db: Db,
  deps: SiteServingDeps,
): Promise<SiteServing> {
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
          db,
        });
  // Before the database closes (onClose), so that no poll for announcements meets a closed one.
  if (releases) app.addHook("preClose", async () => releases.stop());
  const site =
    build && releases
      ? { build, clientDir: join(buildDir, "client"), contentRoot, releases }
      : undefined;
  app.decorate("sitePublisher", site);
  return {
    webHandler,
    releases,
    site,
    contentRoot,
    page: { frameOrigin: frame, inlineStyles: deps.inlineStyles ?? false },
  };
}
