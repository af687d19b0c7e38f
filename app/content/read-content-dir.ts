import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseContent, ContentError, type Content, type ContentFiles } from "./parse";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Reads `<root>/content`, validates it and checks that every local asset exists in `<root>/public`. */
export function readContentDir(root: string): Content {
  const files: ContentFiles = {};
  for (const path of walk(join(root, "content"))) {
    if (/\.(json|md)$/.test(path))
      files[relative(root, path).split("\\").join("/")] = readFileSync(path, "utf8");
  }
  const content = parseContent(files);
  const missing = findMissingAssets(files, join(root, "public"));
  if (missing.length > 0) throw new ContentError(missing);
  return content;
}

function findMissingAssets(files: ContentFiles, publicDir: string): string[] {
  const problems: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const match of text.matchAll(/"(?:src|image|logo)":\s*"(\/[^"]+)"/g)) {
      const asset = match[1] ?? "";
      if (!existsSync(join(publicDir, asset))) {
        problems.push(`${file}: Bild "${asset}" fehlt (erwartet unter public${asset})`);
      }
    }
  }
  return problems;
}
