import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentPlugin } from "./app/content/vite-plugin";
import { enhanceScriptsPlugin } from "./app/enhance/vite-plugin";

/**
 * React, React DOM and React Router in one file: a page that runs React loads all of them at
 * once, and each file saved is a request with its headers (Rolldown alone makes four of them).
 */
const CLIENT_CHUNKS = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  // Validates content/ and builds its images first; fails the build naming every problem.
  plugins: [contentPlugin(), enhanceScriptsPlugin(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site: one render-blocking request per page, cached for the next.
    cssCodeSplit: false,
    // Rolldown's report of slow plugins, printed in every build, is for profiling only.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: isSsrBuild ? {} : { codeSplitting: CLIENT_CHUNKS },
    },
  },
}));
