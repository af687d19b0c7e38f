/**
 * `npm run release`: the site's pages rendered anew from content/ and the built server, and the
 * site switched to them (every instance follows within seconds), under the same lock in the
 * database as "Veröffentlichen" in the team area (docs/decisions/0168-publishing-across-instances.md):
 * refused while another release runs. While the server runs on the embedded database, it runs
 * the command itself (docs/decisions/0175-commands-through-the-running-server.md).
 *
 *   npm run release              render what changed since the current release, and switch
 *   npm run release -- full      render every page, and switch
 *   npm run release -- list      the kept releases, the current one marked
 *   npm run release -- back ID   switch back to a kept release
 */
import { wordedChecks } from "../../app/content/check-message";
import {
  releaseListing,
  returnToRelease,
  startPublishing,
  publishingStatus,
  UnknownReleaseError,
  type Publisher,
  type ReleaseTarget,
} from "../releases/publishing";
import { CLI_ACTOR } from "../retention/purges";
import { builtReleaseTarget } from "../releases/built-target";
import { UsageError, type CliCommand, type CommandContext } from "./command";

const USAGE = "Aufruf: npm run release [-- publish [NAME] | full [NAME] | list | back ID]";

async function publish(
  { db, io }: CommandContext,
  site: ReleaseTarget,
  by: Publisher,
  full: boolean,
) {
  const run = await startPublishing(await db(), site, by, { full });
  const manifest = await run.finished;
  if (!manifest) {
    const status = await publishingStatus(await db());
    throw new Error(
      `Nicht veröffentlicht: ${status.state === "failed" ? wordedChecks(status.reason ?? "abgebrochen", "de") : "unbekannter Fehler"}`,
    );
  }
  const rendered = manifest.rendered ? ` (${manifest.rendered.length} neu gerendert)` : "";
  io.log(
    `Release ${manifest.id}: ${manifest.paths.length} Adressen${rendered} in ${(manifest.renderMs / 1000).toFixed(1)} s, jetzt aktuell.`,
  );
}

async function run(context: CommandContext): Promise<void> {
  const { args, db, config, io } = context;
  const [command = "publish", argument] = args;
  const site = context.site ?? (await builtReleaseTarget(config));
  const by = (name: string): Publisher => ({ actor: CLI_ACTOR, name });
  switch (command) {
    case "publish":
    case "full":
      return publish(context, site, by(argument ?? CLI_ACTOR), command === "full");
    case "list": {
      const { current, releases } = releaseListing(site);
      for (const release of releases)
        io.log(
          `${release.id === current ? "*" : " "} ${release.id}  ${release.createdAt}  ${release.by}  ${release.paths.length} Adressen`,
        );
      return;
    }
    case "back":
      if (!argument) throw new UsageError("back braucht die Kennung eines Release (siehe list).");
      try {
        await returnToRelease(await db(), site, by(CLI_ACTOR), argument);
      } catch (error) {
        if (error instanceof UnknownReleaseError)
          throw new UsageError(`Kein aufbewahrtes Release ${argument} (siehe list).`);
        throw error;
      }
      return io.log(`Aktuell ist jetzt Release ${argument}.`);
    default:
      throw new UsageError(`Unbekannter Befehl "${command}".`);
  }
}

export const command: CliCommand = { usage: USAGE, run };
