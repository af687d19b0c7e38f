import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin";
import { enhanceScriptsPlugin } from "./app/enhance/vite-plugin";

export default defineConfig({
  // Validates content/ and builds its images first; fails the build naming every problem.
  plugins: [contentPlugin(), enhanceScriptsPlugin(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site: one render-blocking request per page, cached for the next.
    cssCodeSplit: false,
    // Rolldown's report of slow plugins, printed in every build, is for profiling only.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});
