/**
 * The forms made from the content schemas, in Chromium, on a copy of content/: a member of the
 * redaktion changes a member of the 2025 team without JavaScript (a field's error first), adds a
 * member with a photo from a phone with JavaScript, moves members by dragging them (mouse,
 * finger and keyboard), and finds it all in the file and in the history; an SVG with a script is refused; site.json is for admins only. axe and 375 px.
 */
import type { BrowserContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { violations } from "./support/axe";
import { expect, gotoHydrated, test, type Page } from "./support/test";
import { startEditorSite, type EditorSite } from "./support/editor-site";

const PORT = Number(process.env.CONTENT_FILES_E2E_PORT ?? 4182);
const EDITOR = "paul@e-gnition.example";
const TEAM = "/intern/inhalte/team/2025";

test.describe.configure({ mode: "serial" });

let editor: EditorSite;
let site: string;
let plain: BrowserContext;
let scripted: BrowserContext;
let photo: string;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  editor = await startEditorSite(browser, {
    port: PORT,
    email: EDITOR,
    name: "Paul Presse",
    prefix: "egn-content-files-e2e",
  });
  ({ site, plain, scripted } = editor);
  photo = join(site, "PXL_20261130.jpg");
  await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: "Telefon" } })
    .toFile(photo);
});

test.afterAll(async () => {
  await editor?.close();
});

const teamFile = () =>
  JSON.parse(readFileSync(join(site, "content/teams/2025.json"), "utf8")) as {
    departments: { name: unknown; members: { name: string; job: unknown; image?: unknown }[] }[];
  };
/** Opens the entry of a list (a member) that holds the field, as one taps its heading. */
async function openEntry(page: Page, field: string) {
  const entry = page.locator("details", { has: page.locator(`[name="${field}"]`) }).last();
  if (!(await entry.evaluate((details) => (details as HTMLDetailsElement).open)))
    await entry.locator("> summary").click();
}

/**
 * Saves the form and waits for its notice that the save went through (the list's drag
 * announcements are a status too). A save checks the whole content set and commits: on a busy
 * machine it takes a while.
 */
async function save(page: Page) {
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Gespeichert" })).toBeVisible({
    timeout: 20_000,
  });
}

/** The names of the chassis department's members, in the file's order. */
const chassisMembers = () => teamFile().departments[1]!.members.map((member) => member.name);

/** A member's drag handle, named by the member's position and name. */
const handleOf = (page: Page, position: number, name: string | undefined) =>
  page.getByRole("button", { name: `Mitglied ${position}: ${name} verschieben` });

/** Where a drag of the second member onto the first starts and ends, in the page's pixels. */
async function dragPoints(page: Page, first: string | undefined, second: string | undefined) {
  await handleOf(page, 2, second).scrollIntoViewIfNeeded();
  const from = (await handleOf(page, 2, second).boundingBox())!;
  const to = (await handleOf(page, 1, first).boundingBox())!;
  return {
    x: from.x + from.width / 2,
    startY: from.y + from.height / 2,
    endX: to.x + to.width / 2,
    endY: to.y + to.height / 4,
  };
}

const git = (...args: string[]) => execFileSync("git", ["-C", site, ...args], { encoding: "utf8" });

test("changes a member without JavaScript, a bad e-mail refused at its field", async () => {
  const page = await plain.newPage();
  await page.goto("/intern/inhalte");
  await page
    .getByRole("region", { name: "Teams" })
    .getByRole("link", { name: "2025", exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${TEAM}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team 2025");
  const email = page.locator('[name="departments[1].members[0].email"]');
  await openEntry(page, "departments[1].members[0].email");
  await email.fill("keine-adresse");
  await page.locator('[name="departments[1].members[0].job.de"]').fill("Leitung Fahrwerk");
  await page.locator('[name="departments[1].members[0].job.en"]').fill("Head of Chassis");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[name="departments[1].members[0].job.de"]')).toHaveValue(
    "Leitung Fahrwerk",
  );
  await openEntry(page, "departments[1].members[0].email");
  await email.fill("sarah.attrappe@e-gnition.example");
  await save(page);
  expect(teamFile().departments[1]!.members[0]!.job).toEqual({
    de: "Leitung Fahrwerk",
    en: "Head of Chassis",
  });
  expect(git("log", "-1", "--format=%an|%s")).toBe("Paul Presse|Team: 2025 geändert\n");
  await page.close();
});

test("adds a member without JavaScript through the list's own button", async () => {
  const page = await plain.newPage();
  await page.goto(TEAM);
  const before = teamFile().departments[1]!.members.length;
  await page.getByRole("button", { name: "Mitglied hinzufügen" }).nth(1).click();
  const name = page.locator(`[name="departments[1].members[${before}].name"]`);
  await openEntry(page, `departments[1].members[${before}].name`);
  await name.fill("Lea Neu");
  await page.locator(`[name="departments[1].members[${before}].job.de"]`).fill("Aerodynamik");
  await page.locator(`[name="departments[1].members[${before}].job.en"]`).fill("Aerodynamics");
  await save(page);
  expect(teamFile().departments[1]!.members.at(-1)).toEqual({
    name: "Lea Neu",
    job: { de: "Aerodynamik", en: "Aerodynamics" },
    email: "",
  });
  await page.close();
});

test("gives a member a photo from a phone with JavaScript; refuses an SVG with a script", async () => {
  const page = await scripted.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, TEAM);
  const member = "departments[1].members[1]";
  await openEntry(page, `${member}.name`);
  await page.locator(`[name="${member}.image.upload"]`).setInputFiles(photo);
  await save(page);
  const image = teamFile().departments[1]!.members[1]!.image as string;
  expect(image).toMatch(/^\/images\/team\/2025\/pxl-20261130-[0-9a-f]{8}\.jpg$/);
  const stored = await sharp(join(site, "content", image)).metadata();
  expect(stored.exif).toBeUndefined();
  await page.screenshot({ path: test.info().outputPath("team-375.png"), fullPage: false });

  const svg = join(site, "logo.svg");
  writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await gotoHydrated(page, TEAM);
  await openEntry(page, `${member}.name`);
  await page.locator(`[name="${member}.image.upload"]`).setInputFiles(svg);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText(/<script>-Element/)).toBeVisible();
  expect(teamFile().departments[1]!.members[1]!.image).toBe(image);
  await page.close();
});

test("moves members by their handles, with a pointer and with the keyboard", async () => {
  const [first, second, third] = chassisMembers();
  const withoutScripts = await plain.newPage();
  await withoutScripts.goto(TEAM);
  await expect(withoutScripts.getByRole("button", { name: /verschieben$/ })).toHaveCount(0);
  await withoutScripts.close();

  const page = await scripted.newPage();
  await gotoHydrated(page, TEAM);
  const handle = (position: number, name: string | undefined) => handleOf(page, position, name);
  const points = await dragPoints(page, first, second);
  await page.mouse.move(points.x, points.startY);
  await page.mouse.down();
  await page.mouse.move(points.endX, points.endY, { steps: 12 });
  await page.mouse.up();
  await expect(handle(1, second)).toBeVisible();
  await save(page);
  expect(chassisMembers().slice(0, 3)).toEqual([second, first, third]);

  await gotoHydrated(page, TEAM);
  const announced = page.locator('[id^="DndLiveRegion"]');
  const count = chassisMembers().length;
  await handle(1, second).focus();
  await page.keyboard.press("Space");
  await expect(announced).toContainText(`Mitglied 1: ${second}`);
  await expect(announced).toContainText(`Position 1 von ${count}`);
  await page.keyboard.press("ArrowDown");
  await expect(announced).toHaveText(`Mitglied 1: ${second} über Position 2 von ${count}.`);
  await page.keyboard.press("Space");
  await expect(announced).toHaveText(`Mitglied 1: ${second} auf Position 2 von ${count} abgelegt.`);
  await expect(handle(2, second)).toBeFocused();
  await save(page);
  expect(chassisMembers().slice(0, 3)).toEqual([first, second, third]);
  expect(git("log", "-1", "--format=%an|%s")).toBe("Paul Presse|Team: 2025 geändert\n");
  await page.close();
});

test("moves a member with a finger on a phone", async ({ browser }) => {
  const [first, second] = chassisMembers();
  const phone = await browser.newContext({
    baseURL: editor.server.origin,
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  await phone.addCookies(await plain.cookies());
  const page = await phone.newPage();
  await gotoHydrated(page, TEAM);
  const { x, startY, endY } = await dragPoints(page, first, second);
  const cdp = await phone.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", y = 0) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y }],
    });
  await touch("touchStart", startY);
  for (let step = 1; step <= 12; step++)
    await touch("touchMove", startY + ((endY - startY) * step) / 12);
  await touch("touchEnd");
  await expect(handleOf(page, 1, second)).toBeVisible();
  await save(page);
  expect(chassisMembers().slice(0, 2)).toEqual([second, first]);
  await phone.close();
});

test("the site's settings are for admins only; the history shows who changed what", async () => {
  const page = await scripted.newPage();
  const settings = await page.goto("/intern/inhalte/einstellungen/alle");
  expect(settings?.status()).toBe(403);
  await gotoHydrated(page, "/intern/inhalte");
  await expect(page.getByRole("heading", { name: "Website-Einstellungen" })).toHaveCount(0);
  await gotoHydrated(page, `${TEAM}/verlauf`);
  await expect(page.getByText("Team: 2025 geändert").first()).toBeVisible();
  await expect(page.getByText("Paul Presse").first()).toBeVisible();
  await page.close();
});

test("every form page passes axe, and reads at 1280 px", async () => {
  test.setTimeout(180_000);
  const page = await scripted.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of [
    TEAM,
    "/intern/inhalte/unterstuetzer/2025",
    "/intern/inhalte/autos/egn25",
    "/intern/inhalte/veranstaltungen/alle",
    "/intern/inhalte/startseite/alle",
    "/intern/inhalte/team/neu",
    `${TEAM}/verlauf`,
  ]) {
    await gotoHydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  await gotoHydrated(page, "/intern/inhalte/autos/egn24");
  await page.screenshot({ path: test.info().outputPath("car-1280.png"), fullPage: true });
  await page.close();
});
