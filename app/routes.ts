import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { readFileSync } from "node:fs";
import { withEnglishSlugs } from "./i18n/locale";
import { donationPath } from "./lib/paths";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as { productName: string };
const donation = donationPath(site.productName).slice(1);

/**
 * Every page, once per language: German at the root, English under `/en/` with the same
 * structure and English words where the German address has German ones (`contact/danke` →
 * `en/contact/thanks`). Route ids of the English copies start with `en/`.
 */
function pages(prefix: "" | "en/") {
  const inLanguage = (path: string) => (prefix ? withEnglishSlugs(`/${path}`).slice(1) : path);
  const page = (path: string, file: string, id?: string) =>
    route(
      path ? `${prefix}${inLanguage(path)}` : prefix.slice(0, -1),
      file,
      id || prefix ? { id: `${prefix}${id ?? file}` } : {},
    );
  return [
    page("", "routes/redirect.tsx", "redirect-index"),
    page("about-us", "routes/redirect.tsx", "redirect-about-us"),
    page("supporters/hochschulpartner", "routes/redirect.tsx", "redirect-hochschulpartner"),
    page("home", "routes/home.tsx"),
    page("formulastudent", "routes/formulastudent.tsx"),
    page("events", "routes/events.tsx"),
    page("team", "routes/team.tsx"),
    page("team/:year", "routes/team-season.tsx"),
    page("joinus", "routes/joinus.tsx"),
    page("aboutus", "routes/aboutus.tsx"),
    page(donation, "routes/donation.tsx"),
    page(`${donation}/danke`, "routes/donation-thanks.tsx"),
    page("garage", "routes/garage.tsx"),
    page("garage/:car", "routes/garage-car.tsx"),
    page("supporters", "routes/supporters.tsx"),
    page("supporters/seasons", "routes/supporters-seasons.tsx"),
    page("supporters/alumniverein", "routes/alumni.tsx", "alumni"),
    page("foerderverein", "routes/alumni.tsx", "foerderverein"),
    page("supporters/university", "routes/university.tsx"),
    page("supporters/:season", "routes/supporters-season.tsx"),
    page("news", "routes/news.tsx"),
    page("news/danke", "routes/newsletter-thanks.tsx"),
    page("news/feed.xml", "routes/news-feed.ts"),
    page("news/:slug", "routes/news-post.tsx"),
    page("newsletter/bestaetigen", "routes/newsletter-confirm.tsx"),
    page("newsletter/abmelden", "routes/newsletter-unsubscribe.tsx"),
    page("contact", "routes/contact.tsx"),
    page("contact/danke", "routes/contact-thanks.tsx"),
    page("imprint", "routes/imprint.tsx"),
    page("dataprotection", "routes/dataprotection.tsx"),
    page("*", "routes/not-found.tsx"),
  ];
}

/**
 * The team area (docs/team-area.md): rendered per request, never prerendered. Signing in and
 * accepting an invitation work without a session; everything in the layout needs one.
 */
const teamArea = prefix("intern", [
  route("anmelden", "routes/intern/sign-in.tsx"),
  route("anmelden/link", "routes/intern/sign-in-link.tsx"),
  route("einladung", "routes/intern/invitation.tsx"),
  route("abmelden", "routes/intern/sign-out.tsx"),
  route("passkey", "routes/intern/passkey.ts"),
  route("eingaenge/export", "routes/intern/submissions-export.ts"),
  route("abonnenten/export", "routes/intern/subscribers-export.ts"),
  route("protokoll/export", "routes/intern/audit-export.ts"),
  route("kasse/spenden/export", "routes/intern/donations-export.ts"),
  route("kasse/bestaetigungen/:id", "routes/intern/receipt-pdf.ts"),
  route("kasse/einstellungen/muster.pdf", "routes/intern/receipt-sample.ts"),
  route("inhalte/news/:id/vorschau", "routes/intern/news-preview.ts"),
  route("inhalte/vorschau/seite", "routes/intern/content-preview-frame.ts"),
  route("newsletter/:id/vorschau", "routes/intern/newsletter-preview.ts"),
  layout("routes/intern/layout.tsx", [
    index("routes/intern/overview.tsx"),
    route("konto", "routes/intern/account.tsx"),
    route("eingaenge", "routes/intern/submissions.tsx"),
    route("eingaenge/:id", "routes/intern/submission.tsx"),
    route("loeschen", "routes/intern/erasure.tsx"),
    route("abonnenten", "routes/intern/subscribers.tsx"),
    route("newsletter", "routes/intern/newsletter.tsx"),
    route("postausgang", "routes/intern/outbox.tsx"),
    route("mitglieder", "routes/intern/members.tsx"),
    route("protokoll", "routes/intern/audit.tsx"),
    route("inhalte", "routes/intern/content.tsx"),
    route("inhalte/news/:id", "routes/intern/news-post.tsx"),
    route("inhalte/news/:id/verlauf", "routes/intern/news-history.tsx"),
    route("inhalte/vorschau", "routes/intern/content-preview.tsx"),
    route("inhalte/seiten/:id", "routes/intern/page-text.tsx"),
    route("inhalte/seiten/:id/verlauf", "routes/intern/page-history.tsx"),
    route("inhalte/:kind/:id", "routes/intern/content-item.tsx"),
    route("inhalte/:kind/:id/verlauf", "routes/intern/content-item-history.tsx"),
    route("website", "routes/intern/website.tsx"),
    route("kasse", "routes/intern/donations.tsx"),
    route("kasse/einstellungen", "routes/intern/receipt-settings.tsx"),
    route("kasse/bestaetigungen", "routes/intern/receipts.tsx"),
  ]),
]);

export default [
  ...pages(""),
  ...pages("en/"),
  ...teamArea,
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
] satisfies RouteConfig;
