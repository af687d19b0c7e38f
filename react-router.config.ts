import type { Config } from "@react-router/dev/config";

/**
 * The code build only: the pages are rendered from it at run time, as a content release
 * (server/releases/, docs/decisions/0166-content-releases.md), not by `react-router build`.
 */
export default {
  ssr: true,
  // Today's behaviour, said explicitly (each flag left unset prints a notice in every build).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
