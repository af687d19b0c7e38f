// `npm start`: build when the sources changed, then serve the built server in production mode.
// Plain JavaScript run by node: nothing but the build needs a TypeScript runner.
import { ensureBuild, BUILD_MARKER } from "./ensure-build.mjs";

process.env.NODE_ENV = "production";
ensureBuild();
await import(`../${BUILD_MARKER}`);
