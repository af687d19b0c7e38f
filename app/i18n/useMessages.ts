import { useRouteLoaderData } from "react-router";
import type { UiMessages } from "./messages/ui.de";

/**
 * The shell's and pages' fixed texts in the page's language, as the root loader sent them (so a
 * page loads its own language only). Undefined only when the root loader failed.
 */
export function useMessages(): UiMessages {
  const data = useRouteLoaderData<{ messages: UiMessages }>("root");
  if (!data) throw new Error("useMessages: the root loader's data is missing");
  return data.messages;
}
