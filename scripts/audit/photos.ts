/**
 * `npm run audit -- --photos`: the site as it will be with the team's own photos. Builds the
 * photo copy (photo-site.ts) and measures `/home`, the newest team, `/garage` and the newest car
 * against PHOTO_BUDGETS. With `--cold-cache` the image step is also timed from an empty cache.
 */
import { join } from "node:path";
import { evaluatePhotoBudgets } from "./budgets";
import type { Preset } from "./lighthouse";
import { measurePages } from "./measure";
import { buildIn, preparePhotoSite, type ImageStep } from "./photo-site";
import type { AuditReport } from "./report";
import { startServer } from "./server";

const describeStep = (label: string, step: ImageStep) =>
  `Image step (${label}): ${step.seconds} s for ${step.sources} image files ` +
  `(${step.made} processed, ${step.cached} from the cache), ${step.files} files to serve.`;

export async function runPhotoAudit(options: {
  runs: number;
  preset: Preset;
  coldCache: boolean;
  /** Only the hero and a few team portraits, and only `/home` and the team measured. */
  few: boolean;
  command: string;
}): Promise<AuditReport> {
  const site = await preparePhotoSite({ few: options.few });
  const notes = [
    `${site.photos} camera photos (12–24 MP JPEGs of noise-rich scenes)` +
      (options.few ? ": the hero and a few team portraits only (--few-photos)." : "."),
  ];
  if (options.coldCache) {
    const env = { IMAGE_CACHE_DIR: join(site.dir, ".image-cache") };
    notes.push(describeStep("cold cache", await buildIn(site.dir, env)));
    notes.push(describeStep("warm cache", await buildIn(site.dir, env)));
  } else {
    notes.push(describeStep("shared cache", await buildIn(site.dir)));
  }
  const routes = ["/home", `/team/${site.newestTeam}`];
  if (!options.few) routes.push("/garage", `/garage/${site.newestCar}`);
  const server = await startServer({ cwd: site.dir });
  try {
    const { pages, lighthouse } = await measurePages(routes, {
      origin: server.origin,
      preset: options.preset,
      runs: options.runs,
      check: (_, figures) => evaluatePhotoBudgets(figures),
    });
    return {
      title: "Photo audit",
      generatedAt: new Date().toISOString(),
      lighthouse,
      preset: options.preset,
      command: options.command,
      passed: pages.every((page) => page.failures.length === 0),
      pages,
      notes,
    };
  } finally {
    await server.stop();
  }
}
