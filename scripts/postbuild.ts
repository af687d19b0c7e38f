/**
 * After `react-router build`: writes brotli (`.br`) and gzip (`.gz`) versions of the code
 * build's text files in build/client (scripts, style sheets, public files), which every release
 * links (server/releases/render.ts) and the server sends to browsers that accept them.
 */
import { precompress } from "../server/releases/precompress";

const CLIENT_DIR = "build/client";
console.log(
  `postbuild: ${await precompress(CLIENT_DIR)} precompressed files written in ${CLIENT_DIR}`,
);
