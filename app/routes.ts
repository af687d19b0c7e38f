import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { readFileSync } from "node:fs";
import { donationPath } from "./lib/paths";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as { productName: string };
const donation = donationPath(site.productName).slice(1);

export default [
  index("routes/redirect.tsx", { id: "redirect-index" }),
  route("about-us", "routes/redirect.tsx", { id: "redirect-about-us" }),
  route("supporters/hochschulpartner", "routes/redirect.tsx", { id: "redirect-hochschulpartner" }),
  route("home", "routes/home.tsx"),
  route("formulastudent", "routes/formulastudent.tsx"),
  route("events", "routes/events.tsx"),
  route("team", "routes/team.tsx"),
  route("team/:year", "routes/team-season.tsx"),
  route("joinus", "routes/joinus.tsx"),
  route("aboutus", "routes/aboutus.tsx"),
  route(donation, "routes/donation.tsx"),
  route(`${donation}/danke`, "routes/donation-thanks.tsx"),
  route("garage", "routes/garage.tsx"),
  route("garage/:car", "routes/garage-car.tsx"),
  route("supporters", "routes/supporters.tsx"),
  route("supporters/seasons", "routes/supporters-seasons.tsx"),
  route("supporters/alumniverein", "routes/alumni.tsx", { id: "alumni" }),
  route("foerderverein", "routes/alumni.tsx", { id: "foerderverein" }),
  route("supporters/university", "routes/university.tsx"),
  route("supporters/:season", "routes/supporters-season.tsx"),
  route("news", "routes/news.tsx"),
  route("news/danke", "routes/newsletter-thanks.tsx"),
  route("newsletter/bestaetigen", "routes/newsletter-confirm.tsx"),
  route("newsletter/abmelden", "routes/newsletter-unsubscribe.tsx"),
  route("contact", "routes/contact.tsx"),
  route("contact/danke", "routes/contact-thanks.tsx"),
  route("imprint", "routes/imprint.tsx"),
  route("dataprotection", "routes/dataprotection.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/manifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
