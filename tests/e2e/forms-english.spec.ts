import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { donationPath } from "../../app/lib/paths";
import { expect, test, type Page } from "./support/test";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as { productName: string };
const DONATION = `/en${donationPath(site.productName)}`;
const CONTACT = "/en/contact";
const NEWS = "/en/news";

let counter = 0;
const address = () => `reader-${Date.now()}-${counter++}@example.org`;
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

async function fillContact(page: Page) {
  await textbox(page, "Name").fill("Jane Doe");
  await textbox(page, "Email address").fill("jane@example.org");
  await textbox(page, "Subject").fill("Sponsoring");
  await textbox(page, "Message").fill("We would like to support the team.");
}

async function fillDonation(page: Page, amount: string) {
  await textbox(page, "How much would you like to donate? (in euros)").fill(amount);
  await textbox(page, "First name").fill("Jane");
  await textbox(page, "Last name").fill("Doe");
}

test.describe("English forms with JavaScript", () => {
  test("the contact form checks in English and thanks in English", async ({ page }) => {
    await page.goto(CONTACT);
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await textbox(page, "Email address").fill("jane@");
    await page.getByRole("button", { name: "Send" }).click();
    const summary = page.getByRole("group", { name: "Please check your entries" });
    await expect(summary.getByRole("link")).toHaveText([
      "Please enter your name.",
      "Please enter a valid email address.",
      "Please enter your message.",
    ]);
    await expect(page.getByText("Fields marked with")).toBeVisible();

    await fillContact(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/en/contact.data"),
      page.getByRole("button", { name: "Send" }).click(),
    ]);
    // The English page's own route action takes it: its address says the language.
    expect(response.status()).toBe(201);
    expect(new URLSearchParams(response.request().postData() ?? "").get("email")).toBe(
      "jane@example.org",
    );
    const dialog = page.getByRole("dialog", { name: "Thank you for your message!" });
    await expect(dialog).toContainText("jane@example.org");
  });

  test("the donation form reads English amounts and shows the bank details in English", async ({
    page,
  }) => {
    await page.goto(DONATION);
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    await fillDonation(page, "1.000");
    await page.getByRole("button", { name: "Become a supporter" }).click();
    await expect(
      textbox(page, "How much would you like to donate? (in euros)"),
    ).toHaveAccessibleDescription(/Three digits after the point are ambiguous/);

    await textbox(page, "How much would you like to donate? (in euros)").fill("1,000.50");
    await page.getByRole("button", { name: "Become a supporter" }).click();
    const dialog = page.getByRole("dialog", { name: "Thank you for your support!" });
    await expect(dialog).toContainText("Thank you, Jane! Your pledge of €1,000.50 has reached us.");
    await expect(dialog.getByText("Payment reference")).toBeVisible();
  });

  test("the newsletter sign-up answers in English", async ({ page }) => {
    await page.goto(NEWS);
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    const email = address();
    await textbox(page, "Email address").fill(email);
    await page.getByRole("button", { name: "Sign up" }).click();
    const dialog = page.getByRole("dialog", { name: "Almost done!" });
    await expect(dialog).toContainText(
      `We are sending you an email to ${email} with a confirmation link.`,
    );
  });
});

test.describe("English forms without JavaScript", () => {
  // As in forms.spec.ts: a click during the cross-fade to the next document lands on the
  // transition, so a second post right after a refused one would be lost in it.
  test.use({ javaScriptEnabled: false, reducedMotion: "reduce" });

  test("a contact message lands on the English thank-you page", async ({ page }) => {
    await page.goto(CONTACT);
    await fillContact(page);
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page).toHaveURL(/\/en\/contact\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your message!");
    await expect(page.getByRole("link", { name: "Get to know our team" })).toHaveAttribute(
      "href",
      "/en/team",
    );
    // The switcher leads to the German thank-you page; both name the form page as canonical.
    await expect(
      page.locator("header").getByRole("link", { name: "Diese Seite auf Deutsch" }),
    ).toHaveAttribute("href", "/contact/danke");
    await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      /\/en\/contact$/,
    );
  });

  test("a refused pledge comes back in English with the values kept", async ({ page }) => {
    await page.goto(DONATION);
    await fillDonation(page, "25");
    await page
      .getByRole("radio", { name: "I need a donation receipt to the following address:" })
      .check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Become a supporter" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const summary = page.getByRole("group", { name: "Please check your entries" });
    await expect(summary.getByRole("link")).toHaveText([
      "Please enter the street and house number for the donation receipt.",
      "Please enter a five-digit postcode for the donation receipt.",
      "Please enter the town or city for the donation receipt.",
    ]);
    await expect(textbox(page, "First name")).toHaveValue("Jane");

    await textbox(page, "Street and house number").fill("1 High Street");
    await textbox(page, "Postcode").fill("20095");
    await textbox(page, "Town or city").fill("Hamburg");
    await page.getByRole("button", { name: "Become a supporter" }).click();
    await expect(page).toHaveURL(new RegExp(`${DONATION}/thanks\\?referenz=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you for your donation pledge!",
    );
    await expect(page.getByText("Account holder")).toBeVisible();
  });

  test("a newsletter sign-up lands on the English page that asks to check the mailbox", async ({
    page,
  }) => {
    await page.goto(NEWS);
    await textbox(page, "Email address").fill(address());
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/en\/news\/thanks$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Almost done!");
    await expect(page.locator("main")).toContainText("check your inbox");
  });

  test("the English confirm page posts and comes back in English", async ({ page }) => {
    await page.goto("/en/newsletter/confirm?token=abcdefghijklmnopqrstuvwxyz012345");
    await page.getByRole("button", { name: "Confirm sign-up" }).click();
    await expect(page).toHaveURL(/\/en\/newsletter\/confirm$/);
    await expect(page.getByRole("status")).toHaveText(/This link has expired/);
    await expect(page.getByRole("link", { name: "Go to the newsletter page" })).toHaveAttribute(
      "href",
      "/en/news",
    );
  });
});

test("links in mails sent before lead from the former German slugs to the English pages", async ({
  page,
}) => {
  const token = "abcdefghijklmnopqrstuvwxyz012345";
  await page.goto(`/en/newsletter/abmelden?token=${token}`);
  await expect(page).toHaveURL(`/en/newsletter/unsubscribe?token=${token}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  await expect(
    page.locator("header").getByRole("link", { name: "Diese Seite auf Deutsch" }),
  ).toHaveAttribute("href", `/newsletter/abmelden?token=${token}`);
  await page.goto(`/en/newsletter/bestaetigen?token=${token}`);
  await expect(page).toHaveURL(`/en/newsletter/confirm?token=${token}`);
  await expect(page.getByRole("button", { name: "Confirm sign-up" })).toBeVisible();
});

test("axe finds nothing on the English contact form with its errors shown", async ({ page }) => {
  await page.goto(CONTACT);
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("group", { name: "Please check your entries" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
