import type { Config } from "@react-router/dev/config";
import { readContentDir } from "./app/content/read-content-dir";
import { prerenderPaths } from "./app/lib/paths";

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
  async prerender() {
    return prerenderPaths(readContentDir(process.cwd()));
  },
} satisfies Config;
