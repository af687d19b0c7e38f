/** `npm start`: build the site when the sources changed, then serve it in production mode. */
import { ensureBuild } from "./ensure-build";

process.env.NODE_ENV = "production";
ensureBuild();
await import("../server/main");
