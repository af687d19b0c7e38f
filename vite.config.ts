import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { readContentDir } from "./app/content/read-content-dir";

/** Fails the build when a file in content/ does not match its schema (CONTENT_ROOT lets a test point it at a copy). */
function validateContent(): Plugin {
  return {
    name: "validate-content",
    buildStart() {
      readContentDir(process.env.CONTENT_ROOT ?? process.cwd());
    },
  };
}

export default defineConfig({
  plugins: [validateContent(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    assetsInlineLimit: 0,
    // One stylesheet for the whole site: one render-blocking request per page, cached for the next.
    cssCodeSplit: false,
  },
});
