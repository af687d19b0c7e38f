import { describe, expect, it } from "vitest";
import { issueContent, issueDocument } from "./issue-mail";

const site = { origin: "https://team.example", productName: "e-gnition" };
const post = {
  slug: "testtag",
  title: "Testtag",
  summary: "Viele Runden",
  html: '<p>Mehr unter <a href="/joinus">Join Us</a>.</p>\n<ul><li>eins</li><li>zwei</li></ul>',
  image: { src: "/assets/images/testtag-abc.svg", alt: "Der Wagen", width: 1200, height: 800 },
  lang: "de" as const,
};

describe("newsletter issue mail", () => {
  it("sends English subscribers a German-only post in German, with a line that says so", () => {
    const english = issueContent(post, "en", site);
    expect(english.subject).toBe("Testtag");
    expect(english.html).toContain("This issue is only available in German.");
    expect(english.text.split("\n")[0]).toBe("This issue is only available in German.");
    expect(english.text).toContain("Read it on the website: https://team.example/en/news/testtag");
    expect(issueContent(post, "de", site).html).not.toContain("only available");
  });

  it("uses the site's own addresses for links and images, and gives the text as plain lines", () => {
    const german = issueContent(post, "de", site);
    expect(german.html).toContain('href="https://team.example/joinus"');
    expect(german.html).toContain('src="https://team.example/assets/images/testtag-abc.svg"');
    expect(german.text).toContain("Mehr unter Join Us (https://team.example/joinus).");
    expect(german.text).toContain("- eins\n- zwei");
  });

  it("ends with why the mail came and the subscriber's own unsubscribe link", () => {
    const content = issueContent(post, "de", site);
    const link = "https://team.example/newsletter/abmelden?token=abc";
    const { html, text } = issueDocument(content, "de", site, link);
    expect(html).toContain(`<a href="${link}">Abmelden</a>`);
    expect(text).toMatch(/weil Sie den Newsletter von e-gnition abonniert/);
    expect(text.trimEnd().endsWith(`Abmelden: ${link}`)).toBe(true);
    expect(html).not.toMatch(/<img\b(?![^>]*assets\/images)/);
  });
});
