import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/content/shell.server";

/** The site-wide data every page shares (navigation, logos, sponsors, contact facts). */
export function useShell(): ShellData | undefined {
  return useRouteLoaderData<ShellData>("root");
}
