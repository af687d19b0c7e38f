import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

const TARGETS: Record<string, string> = {
  "/": "/home",
  "/about-us": "/aboutus",
  "/supporters/hochschulpartner": "/supporters/university",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = TARGETS[url.pathname.replace(/\/$/, "") || "/"] ?? "/home";
  throw redirect(`${target}${url.search}`, 301);
}

export default function Redirect() {
  return null;
}
