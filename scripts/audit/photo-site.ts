/**
 * A copy of the site with camera-sized photos where editors will put them: every member of the
 * newest team, the landing hero, every car and the about-us carousel (JPEGs of 12–24 megapixels
 * with GPS EXIF, portraits stored sideways with an orientation tag, as phones do). The copy lives
 * in `.tmp/photo-site` with the repository's node_modules linked in; the committed content is
 * never touched. Generated photos are kept in node_modules/.cache/egn-photo-set.
 */
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { photoLikeJpeg, type PhotoOptions } from "../photos/photo";
import { eachLimited } from "../../app/images/pipeline/pool";

const PHOTO_CACHE = "node_modules/.cache/egn-photo-set";

interface Photo extends PhotoOptions {
  /** Where the copy's content refers to it: `/images/photos/…`. */
  src: string;
}

type Json = Record<string, unknown>;

function readJson<T = Json>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), "utf8")) as T;
}
function writeJson(dir: string, file: string, data: unknown) {
  writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
}

/** Files of the working tree as git sees them (committed or not, ignored ones left out). */
function projectFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(file));
}

/** Sizes as cameras and phones write them: 12, 20 and 24 megapixels. */
const PHONE = { width: 4032, height: 3024 };
const CAMERA_20 = { width: 5472, height: 3648 };
const CAMERA_24 = { width: 6000, height: 4000 };

/** `few`: the hero and this many team portraits only, for a cold image step in minutes. */
const FEW_TEAM_PHOTOS = 4;

/** Copies the site to `target` and puts photos into its content; returns what it changed. */
export async function preparePhotoSite({ target = ".tmp/photo-site", few = false } = {}): Promise<{
  dir: string;
  photos: number;
  newestTeam: string;
  newestCar: string;
}> {
  const dir = resolve(target);
  rmSync(dir, { recursive: true, force: true });
  for (const file of projectFiles()) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(file, join(dir, file));
  }
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");

  const photos: Photo[] = [];
  let seeds = 0;
  const photo = (src: string, size: { width: number; height: number }, orientation = 1) => {
    seeds += 1;
    photos.push({ src, ...size, orientation, seed: seeds });
    return src;
  };

  const site = readJson<{ images: Json }>(dir, "content/site.json");
  site.images.landingHero = {
    src: photo("/images/photos/hero.jpg", CAMERA_24),
    alt: {
      de: "Der Rennwagen auf der Strecke beim Testtag",
      en: "The race car on the track on test day",
    },
    credit: { de: "Foto: Max Mustermann", en: "Photo: Max Mustermann" },
  };
  writeJson(dir, "content/site.json", site);

  const teamFile = execFileSync("ls", [join(dir, "content/teams")], { encoding: "utf8" })
    .split("\n")
    .filter((name) => name.endsWith(".json"))
    .sort()
    .at(-1) as string;
  const team = readJson<{ season: string; departments: { members: Json[] }[] }>(
    dir,
    `content/teams/${teamFile}`,
  );
  let index = 0;
  for (const department of team.departments) {
    for (const member of department.members) {
      index += 1;
      // A member left out keeps their seed, so every other photo stays the same (and cached).
      if (few && index > FEW_TEAM_PHOTOS) {
        seeds += 1;
        continue;
      }
      // Most portraits from phones held upright (stored sideways), some from a camera.
      const size = index % 5 === 0 ? CAMERA_24 : PHONE;
      const src = photo(`/images/photos/team/member-${index}.jpg`, size, 6);
      member.image = index % 3 === 0 ? { src, focus: "50% 25%" } : src;
    }
  }
  writeJson(dir, `content/teams/${teamFile}`, team);

  const carFiles = few
    ? []
    : execFileSync("ls", [join(dir, "content/cars")], { encoding: "utf8" })
        .split("\n")
        .filter((name) => name.endsWith(".json"));
  let newestCar = { name: "", season: "" };
  for (const [i, file] of carFiles.entries()) {
    const car = readJson<{ name: string; season: string; image: Json }>(
      dir,
      `content/cars/${file}`,
    );
    car.image = {
      src: photo(`/images/photos/cars/${car.name}.jpg`, i % 2 ? CAMERA_20 : PHONE),
      alt: { de: `Der Rennwagen ${car.name}`, en: `The race car ${car.name}` },
    };
    if (car.season > newestCar.season) newestCar = car;
    writeJson(dir, `content/cars/${file}`, car);
  }

  const about = readJson<{ title: { de: string; en: string }; image: Json }[]>(
    dir,
    "content/aboutus-carousel.json",
  );
  for (const [i, item] of (few ? [] : about).entries()) {
    item.image = {
      src: photo(`/images/photos/aboutus/${i}.jpg`, PHONE),
      alt: {
        de: `Foto aus dem Teamleben (${item.title.de})`,
        en: `A photo from team life (${item.title.en})`,
      },
    };
  }
  writeJson(dir, "content/aboutus-carousel.json", about);

  mkdirSync(PHOTO_CACHE, { recursive: true });
  let made = 0;
  const started = Date.now();
  await eachLimited(photos, 2, async ({ src, ...options }) => {
    const name = `${options.seed}-${options.width}x${options.height}-o${options.orientation}.jpg`;
    const cached = join(PHOTO_CACHE, name);
    if (!existsSync(cached)) {
      writeFileSync(cached, await photoLikeJpeg(options));
      made += 1;
      console.log(`photo set: ${made} photos made (${src})`);
    }
    mkdirSync(dirname(join(dir, "content", src)), { recursive: true });
    cpSync(cached, join(dir, "content", src));
  });
  console.log(
    `photo set: ${photos.length} photos in ${dir} (${made} generated, ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return { dir, photos: photos.length, newestTeam: team.season, newestCar: newestCar.name };
}

export interface ImageStep {
  sources: number;
  made: number;
  cached: number;
  files: number;
  seconds: number;
}

/** Runs `npm run build` in `dir` and reads the image step's summary line from its output. */
export function buildIn(dir: string, env: NodeJS.ProcessEnv = {}): Promise<ImageStep> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn("npm", ["run", "build"], {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += String(chunk);
      process.stdout.write(chunk);
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`npm run build in ${dir} failed (exit ${code})`));
      const match =
        /Bilder: (\d+) Bilddateien, (\d+) neu verarbeitet, (\d+) aus dem Cache; (\d+) Dateien zum Ausliefern \(([\d.]+) s\)/.exec(
          output,
        );
      if (!match) return reject(new Error("the build printed no image summary"));
      const [sources, made, cached, files, seconds] = match.slice(1).map(Number) as number[];
      resolvePromise({
        sources: sources ?? 0,
        made: made ?? 0,
        cached: cached ?? 0,
        files: files ?? 0,
        seconds: seconds ?? 0,
      });
    });
  });
}
