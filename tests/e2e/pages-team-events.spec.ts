import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readContentJson } from "./support/content-files";
import { expect, test, type Page } from "./support/test";
import { expectFirstImageFirst, servedFrom } from "./support/images";

interface SiteFile {
  productName: string;
  facts: {
    founded: number;
    maxTeams: number;
    competingSince: number;
    driverlessSince: number;
  };
  links: { applicationForm: string };
  images: { memberPlaceholder: { src: string; alt: string } };
}
interface EventFile {
  id: string;
  title: string;
  location: string;
  participantsPerYear: string;
  participationYears: number[];
  bestResult: string;
  logo: { src: string };
}
interface MemberFile {
  name: string;
  job: string;
  email: string;
  image?: string | { src: string };
}
interface TeamFile {
  id: string;
  season: string;
  departments: { name: string; members: MemberFile[] }[];
}

const readJson = <T>(path: string): T => readContentJson<T>(path);
const site = readJson<SiteFile>("content/site.json");
const events = readJson<EventFile[]>("content/events.json");
const teams = readdirSync("content/teams")
  .filter((file) => file.endsWith(".json"))
  .map((file) => readJson<TeamFile>(join("content/teams", file)))
  .sort((a, b) => b.season.localeCompare(a.season));
const current = teams[0] as TeamFile;

function frontMatter(key: string, field: string): string {
  const text = readFileSync(`content/pages/${key}.md`, "utf8");
  return new RegExp(`^${field}: "?(.+?)"?$`, "m").exec(text)?.[1] ?? "";
}
/** The `### ` headings of one `## ` section of a page's Markdown. */
function subHeadings(key: string, section: string): string[] {
  const text = readFileSync(`content/pages/${key}.md`, "utf8");
  const start = text.indexOf(`## ${section}`);
  const rest = text.slice(start + 3);
  const end = rest.search(/^## /m);
  const block = end === -1 ? rest : rest.slice(0, end);
  return [...block.matchAll(/^### (.+)$/gm)].map((m) => (m[1] ?? "").trim());
}

async function expectPageEnd(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Our main supporters" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Find us" })).toBeVisible();
}

test.describe("Formula Student page", () => {
  test("explains the competition, shows the four topics and links to the events", async ({
    page,
  }) => {
    await page.goto("/formulastudent");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("formulastudent", "heading"),
    );
    await expect(page.getByText(`bis zu ${site.facts.maxTeams}`)).toBeVisible();
    await expect(page.getByText(`seit ${site.facts.driverlessSince}`)).toBeVisible();
    for (const topic of ["Electric", "Driverless", "Statics", "Dynamics"]) {
      await expect(page.getByRole("heading", { level: 3, name: topic, exact: true })).toBeVisible();
    }
    await expectPageEnd(page);
    await page.getByRole("link", { name: "Our event participations" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("events", "heading"),
    );
  });
});

test.describe("Events page", () => {
  test("lists the eight events in order with logo and description, alternating white and blue", async ({
    page,
  }) => {
    await page.goto("/events");
    const panels = page.locator("main details");
    await expect(panels).toHaveCount(events.length);
    expect(events).toHaveLength(8);
    for (const [index, event] of events.entries()) {
      const panel = panels.nth(index);
      await expect(panel.locator("summary")).toContainText(event.title);
      await expect(panel.locator("summary img")).toHaveAttribute("src", servedFrom(event.logo.src));
      const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
      const color = await panel.evaluate((el) => getComputedStyle(el).color);
      if (index % 2 === 0) {
        expect(background).toBe("rgb(255, 255, 255)");
        expect(color).not.toBe("rgb(255, 255, 255)");
      } else {
        expect(background).not.toBe("rgb(255, 255, 255)");
        expect(color).toBe("rgb(255, 255, 255)");
      }
    }
    for (const [index, event] of events.entries()) {
      const panel = panels.nth(index);
      await panel.locator("summary").click();
      await expect(panel).toContainText(event.location);
      await expect(panel).toContainText(event.participantsPerYear);
      for (const year of [event.participationYears[0], event.participationYears.at(-1)]) {
        if (year) await expect(panel).toContainText(String(year));
      }
      await expect(panel).toContainText("Bestes Ergebnis");
      if (event.bestResult) await expect(panel).toContainText(event.bestResult);
      else await expect(panel).toContainText("noch keine Platzierung");
    }
    await expectPageEnd(page);
  });

  test("one panel is open at a time; click, Enter and Space toggle it", async ({ page }) => {
    await page.goto("/events");
    const panels = page.locator("main details");
    const summaries = page.locator("main summary");
    for (let i = 0; i < events.length; i++) await expect(panels.nth(i)).not.toHaveAttribute("open");

    await summaries.nth(0).click();
    await expect(panels.nth(0)).toHaveAttribute("open");
    await expect(panels.nth(0).getByText(events[0]?.location ?? "")).toBeVisible();

    await summaries.nth(1).click();
    await expect(panels.nth(1)).toHaveAttribute("open");
    await expect(panels.nth(0)).not.toHaveAttribute("open");

    await summaries.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(panels.nth(2)).toHaveAttribute("open");
    await expect(panels.nth(1)).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(panels.nth(2)).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(panels.nth(2)).toHaveAttribute("open");

    await summaries.nth(2).click();
    await expect(panels.nth(2)).not.toHaveAttribute("open");
    await expect(page.locator("main details[open]")).toHaveCount(0);
  });

  test("a link to one event opens its panel, on arrival and on the page", async ({ page }) => {
    const [first, second] = events;
    const panel = (id: string) => page.locator(`details:has(> #${id})`);
    await page.goto(`/events#${first!.id}`);
    await expect(panel(first!.id)).toHaveAttribute("open");
    await expect(panel(first!.id).locator("summary")).toBeInViewport();
    await page.evaluate((id) => (window.location.hash = id), second!.id);
    await expect(panel(second!.id)).toHaveAttribute("open");
    await expect(panel(first!.id)).not.toHaveAttribute("open");
  });

  test("a link to one event opens its panel without JavaScript too", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const id = events[1]!.id;
    await page.goto(`/events#${id}`);
    await expect(page.locator(`details:has(> #${id})`)).toHaveAttribute("open");
    await expect(page.locator(`details:has(> #${id}) summary`)).toBeInViewport();
    await context.close();
  });
});

test.describe("Team landing page", () => {
  test("describes the team and its departments and links to the current team and Join us", async ({
    page,
  }) => {
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("team", "heading"),
    );
    // The number of people on the current season's page, not a separate figure.
    const people = new Set(current.departments.flatMap((d) => d.members.map((m) => m.name))).size;
    await expect(page.getByText(String(people), { exact: true })).toBeVisible();
    await expect(page.getByText(`im Team der Saison ${current.season}`)).toBeVisible();
    await expect(page.getByText(String(site.facts.founded), { exact: true })).toBeVisible();
    const departments = subHeadings("team", "Unsere Abteilungen");
    expect(departments).toEqual([
      "Chassis",
      "Performance",
      "Aerodynamics",
      "Electronics",
      "Embedded",
      "Driverless",
      "Operations",
    ]);
    for (const name of departments) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Join our team" })).toHaveAttribute(
      "href",
      "/joinus",
    );
    await expectPageEnd(page);
    await page.getByRole("link", { name: "Current Team" }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${current.season}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Team ${current.season}`);
  });
});

test.describe("Team page", () => {
  /** Per department of the page: its heading and its number of member cards. */
  async function departmentsOnPage(page: Page) {
    return page.locator("main section:has(> ul)").evaluateAll((sections) =>
      sections
        .filter((s) => s.querySelector(":scope > ul > li article"))
        .map((s) => ({
          name: s.querySelector("h2")?.firstChild?.textContent?.trim() ?? "",
          cards: s.querySelectorAll(":scope > ul > li").length,
        })),
    );
  }

  test(`/team/${current.season} and /team/${current.id} show the same season`, async ({ page }) => {
    const response = await page.goto(`/team/${current.season}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Team ${current.season}`);
    const byYear = await departmentsOnPage(page);
    expect(byYear).toEqual(
      current.departments.map((d) => ({ name: d.name, cards: d.members.length })),
    );

    const short = await page.goto(`/team/${current.id}`);
    expect(short?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Team ${current.season}`);
    expect(await departmentsOnPage(page)).toEqual(byYear);
    await expectPageEnd(page);
  });

  for (const team of teams) {
    test(`season ${team.season}: cards per department, photos, e-mail lines`, async ({ page }) => {
      await page.goto(`/team/${team.season}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Team ${team.season}`);
      expect(await departmentsOnPage(page)).toEqual(
        team.departments.map((d) => ({ name: d.name, cards: d.members.length })),
      );

      const members = team.departments.flatMap((d) => d.members);
      const withoutPhoto = members.filter((m) => !m.image).length;
      await expect(page.locator("main article img[data-placeholder]")).toHaveCount(withoutPhoto);
      const withMail = members.filter((m) => m.email);
      await expect(page.locator('main article a[href^="mailto:"]')).toHaveCount(withMail.length);
      await expect(page.locator("main article")).toHaveCount(members.length);

      const first = team.departments[0]?.members[0];
      if (first) {
        const card = page
          .locator("main article")
          .filter({ has: page.getByRole("heading", { name: first.name }) })
          .first();
        await expect(card).toContainText(first.job);
        const photo = card.getByRole("img");
        await expect(photo).toHaveAttribute(
          "src",
          servedFrom(
            (typeof first.image === "string" ? first.image : first.image?.src) ??
              site.images.memberPlaceholder.src,
          ),
        );
        await expect(photo).toHaveCSS("height", "300px");
        await expect(photo).toHaveCSS("object-fit", "cover");
        if (first.email)
          await expect(card.getByRole("link", { name: first.email })).toHaveAttribute(
            "href",
            `mailto:${first.email}`,
          );
      }
      const switcher = page.getByRole("navigation", { name: "Andere Saisons" });
      await expect(switcher.getByRole("link", { name: team.season })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(switcher.getByRole("link")).toHaveCount(teams.length);
    });
  }

  test("a member in several departments has a card in each", async ({ page }) => {
    const season = teams.find((t) => {
      const names = t.departments.flatMap((d) => d.members.map((m) => m.name));
      return names.some((n, i) => names.indexOf(n) !== i);
    });
    test.skip(!season, "no season has a member in two departments");
    if (!season) return;
    const names = season.departments.flatMap((d) => d.members.map((m) => m.name));
    const twice = names.find((n, i) => names.indexOf(n) !== i) as string;
    const expected = names.filter((n) => n === twice).length;
    await page.goto(`/team/${season.id}`);
    await expect(page.getByRole("heading", { level: 3, name: twice, exact: true })).toHaveCount(
      expected,
    );
  });

  test("member cards are three columns wide at most and at most 280px each", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`/team/${current.season}`);
    const big = current.departments.find((d) => d.members.length >= 4) ?? current.departments[0];
    const section = page
      .locator("main section")
      .filter({ has: page.getByRole("heading", { level: 2, name: big?.name }) });
    const boxes = await section
      .locator("article")
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect()));
    const tops = boxes.map((b) => Math.round(b.top));
    expect(tops.filter((t) => t === tops[0]).length).toBeLessThanOrEqual(3);
    for (const box of boxes) expect(box.width).toBeLessThanOrEqual(280.5);
    if (boxes.length >= 2)
      expect(Math.round((boxes[1]?.left ?? 0) - (boxes[0]?.right ?? 0))).toBe(16);
  });

  test("on a phone, cards far below the screen are rendered only when scrolled near", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`/team/${current.season}`);
    const cards = page.locator("main ul > li > article");
    const rendered = () =>
      cards.evaluateAll((all) =>
        all.map((card) => card.checkVisibility({ contentVisibilityAuto: true })),
      );
    const atLoad = await rendered();
    expect(atLoad.length).toBeGreaterThan(10);
    expect(atLoad[0]).toBe(true);
    expect(atLoad.at(-1)).toBe(false);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
    await expect(cards.last().getByRole("heading", { level: 3 })).toBeInViewport();
  });

  test("the first photo loads with the page and high priority, every other photo lazily", async ({
    page,
  }) => {
    await page.goto(`/team/${current.season}`);
    const photos = page.locator("main article img");
    await expectFirstImageFirst(photos);
  });

  for (const path of ["/team/1999", "/team/foo"]) {
    test(`${path} answers 404 with a message and links to the seasons`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Team");
      await expect(page.getByText(/keine (Teamdaten|Saison)/)).toBeVisible();
      const seasons = page.getByRole("navigation", { name: "Saisons mit Teamdaten" });
      for (const team of teams) {
        await expect(seasons.getByRole("link", { name: team.season })).toHaveAttribute(
          "href",
          `/team/${team.season}`,
        );
      }
      await expect(page.locator("main article")).toHaveCount(0);
      await seasons.getByRole("link", { name: current.season }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Team ${current.season}`);
    });
  }
});

test.describe("Join us page", () => {
  test("shows offers, requirements, the departments seeking help, the advice and the application link", async ({
    page,
  }) => {
    await page.goto("/joinus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("joinus", "heading"),
    );
    await expect(page.getByRole("heading", { name: "Was wir Ihnen bieten" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Was Sie mitbringen/ })).toBeVisible();

    const seeking: Record<string, RegExp[]> = {
      Operations: [
        /Foto und Video/,
        /Finanzen und Sponsoring/,
        /Eventplanung und Teambuilding/,
        /Grafikdesign/,
      ],
      Electronics: [/Platinendesign und -bestückung/, /Akkubau/, /Prüfständen/],
      Embedded: [/Software/],
    };
    for (const [department, items] of Object.entries(seeking)) {
      const card = page
        .locator("li")
        .filter({ has: page.getByRole("heading", { level: 3, name: department, exact: true }) });
      await expect(card).toBeVisible();
      for (const item of items)
        await expect(card.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
    await expect(page.getByText(/nicht schon im ersten Semester/)).toBeVisible();

    const apply = page.getByRole("link", { name: /Fill out our application form today/ });
    await expect(apply).toHaveAttribute("href", site.links.applicationForm);
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
    await expectPageEnd(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the events accordion still opens one panel at a time", async ({ page }) => {
    await page.goto("/events");
    const panels = page.locator("main details");
    await expect(panels).toHaveCount(events.length);
    await page.locator("main summary").nth(3).click();
    await expect(panels.nth(3)).toHaveAttribute("open");
    await expect(panels.nth(3).getByText(events[3]?.location ?? "")).toBeVisible();
    await page.locator("main summary").nth(5).click();
    await expect(panels.nth(5)).toHaveAttribute("open");
    await expect(panels.nth(3)).not.toHaveAttribute("open");
  });

  test("the team page lists every member", async ({ page }) => {
    await page.goto(`/team/${current.id}`);
    await expect(page.locator("main article")).toHaveCount(
      current.departments.flatMap((d) => d.members).length,
    );
  });
});

test.describe("Team page on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true });

  test("shows two members per row with readable names, not one long column", async ({ page }) => {
    await page.goto(`/team/${current.season}`);
    const cards = page.locator("main ul:has(> li article)").first().locator("> li");
    const [first, second] = await Promise.all(
      [cards.nth(0), cards.nth(1)].map((c) => c.boundingBox()),
    );
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    const nameSize = await page
      .locator("main article h3")
      .first()
      .evaluate((name) => parseFloat(getComputedStyle(name).fontSize));
    expect(nameSize).toBeGreaterThanOrEqual(16);
    // Every card laid out (they render when scrolled near), then the page's real height: one
    // column of 300 px portraits for 31 people made it about 17,300 px tall.
    const height = await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return document.documentElement.scrollHeight;
    });
    expect(height).toBeLessThan(12_500);
  });
});
