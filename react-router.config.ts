import type { Config } from "@react-router/dev/config";
import { readContentDir } from "./app/content/read-content-dir";
import { prerenderPaths } from "./app/lib/paths";

export default {
  ssr: true,
  async prerender() {
    return prerenderPaths(readContentDir(process.cwd()));
  },
} satisfies Config;
