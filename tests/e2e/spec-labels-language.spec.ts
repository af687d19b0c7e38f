import { donationPath } from "../../app/lib/paths";
import { formsDe } from "../../app/i18n/messages/forms.de";
import { uiDe } from "../../app/i18n/messages/ui.de";
import { content } from "./support/routes";
import { expect, test, type Page } from "./support/test";

/** The language a screen reader reads an element in: its nearest `lang`. */
const languageOf = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));

const season = content.supporterSeasons[0]!.season;
const footer = uiDe.footer;

/** German pages and the spec's English labels they show as they are. */
const PAGES: [string, string[]][] = [
  [
    "/home",
    [
      uiDe.findUs.heading,
      uiDe.findUs.contactForm,
      uiDe.mainSponsors,
      footer.newsletterBefore.trim() + " " + footer.newsletter,
      footer.supporter,
      footer.imprint,
      footer.dataProtection,
      uiDe.toolbar.aboutUs,
      "Join Us",
      "Supporters and Sponsors",
    ],
  ],
  [
    donationPath(content.site.productName),
    [formsDe.donation.certificateNo, formsDe.donation.certificateYes],
  ],
  ["/team", [uiDe.team.current, uiDe.team.join]],
  ["/joinus", [uiDe.joinUs.apply]],
  ["/formulastudent", [uiDe.formulaStudent.events]],
  ["/supporters/seasons", [uiDe.supporters.seasonTile.replace("{season}", season)]],
  [`/supporters/${season}`, [uiDe.supporters.seasonHeading.replace("{season}", season)]],
];

test("German pages mark the spec's English labels as English, and keep their own text German", async ({
  page,
}) => {
  for (const [path, labels] of PAGES) {
    await page.goto(path);
    for (const label of labels)
      expect(await languageOf(page, label), `${path}: ${label}`).toBe("en");
    expect(await languageOf(page, uiDe.skipToContent), path).toBe("de");
  }
  await page.goto("/home");
  expect(await languageOf(page, uiDe.opensInNewTab)).toBe("de");
});
