/**
 * `npm run dev`: the production server (API, forms, security headers, rate limit) with Vite in
 * middleware mode in front of it, so that pages are rendered from the sources and update as
 * they change (hot module replacement over the server's own port).
 */
import middie from "@fastify/middie";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { loadConfig } from "../server/config";
import { startServer } from "../server/server";

const config = loadConfig();
let vite: ViteDevServer | undefined;

const { app } = await startServer(config, {
  serveBuild: false,
  // Vite injects the CSS modules as <style> elements; the production build uses a stylesheet.
  inlineStyles: true,
  async first(app) {
    vite = await createServer({
      server: {
        middlewareMode: true,
        hmr: { server: app.server },
        // The embedded database, builds and test output change while it runs; none is source.
        watch: {
          ignored: [
            "**/data/**",
            "**/build/**",
            "**/.tmp/**",
            "**/reports/**",
            "**/test-results/**",
          ],
        },
      },
      appType: "custom",
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite?.close());
  },
  async webHandler(request, context) {
    const build = (await vite!.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`development server on http://localhost:${config.PORT}`);
