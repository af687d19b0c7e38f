import type { Browser, BrowserContext } from "@playwright/test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { joinWithoutJavaScript } from "./join";
import { startTeamServer, type TeamServer } from "./team-server";

export interface EditorSite {
  server: TeamServer;
  /** The copy of the site's folder whose content/ the server edits (a git repository). */
  site: string;
  /** The member in a browser without JavaScript, and the same member with it. */
  plain: BrowserContext;
  scripted: BrowserContext;
  close(): Promise<void>;
}

/**
 * A team server for the content editor's browser tests, on a copy of content/ with releases of
 * its own, and one member of the redaktion signed in.
 */
export async function startEditorSite(
  browser: Browser,
  options: { port: number; email: string; name: string; prefix: string },
): Promise<EditorSite> {
  const site = mkdtempSync(join(tmpdir(), `${options.prefix}-`));
  cpSync(join(process.cwd(), "content"), join(site, "content"), { recursive: true });
  const server = await startTeamServer(options.port, options.email, {
    role: "redaktion",
    env: { CONTENT_ROOT: site, RELEASES_DIR: join(site, "releases") },
  });
  const plain = await joinWithoutJavaScript(browser, server, options.name);
  const scripted = await browser.newContext({ baseURL: server.origin });
  await scripted.addCookies(await plain.cookies());
  return {
    server,
    site,
    plain,
    scripted,
    async close() {
      await plain.close();
      await scripted.close();
      await server.stop();
      rmSync(site, { recursive: true, force: true });
    },
  };
}
