import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every fixed text of the team area comes from its catalogues (German and English): a word
 * written into an area page's markup would show in German to a member who chose English. This
 * reads the pages and the area's components as TypeScript and finds words in JSX text, in
 * the attributes a person reads, and in `label`/`hint`/`caption` properties of rows and
 * options. Code (`<code>`), addresses and punctuation are no words.
 */
const ROOTS = ["app/routes/intern", "app/intern/components"];
const READ_ATTRIBUTES = new Set([
  "label",
  "hint",
  "caption",
  "legend",
  "title",
  "submitLabel",
  "placeholder",
  "aria-label",
  "alt",
]);
const WORD = /\p{L}{2,}/u;

export function literalsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!WORD.test(text)) return;
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${text.trim()}`);
  };
  const inCode = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent)
      if (ts.isJsxElement(up) && up.openingElement.tagName.getText() === "code") return true;
    return false;
  };
  const stringsOf = (node: ts.Node | undefined): ts.Node[] =>
    !node
      ? []
      : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node]
        : ts.isTemplateExpression(node)
          ? [node.head, ...node.templateSpans.map((span) => span.literal)]
          : ts.isConditionalExpression(node)
            ? [...stringsOf(node.whenTrue), ...stringsOf(node.whenFalse)]
            : ts.isJsxExpression(node)
              ? stringsOf(node.expression)
              : ts.isParenthesizedExpression(node)
                ? stringsOf(node.expression)
                : [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !inCode(node)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent) && !inCode(node))
      for (const text of stringsOf(node.expression))
        report(text, (text as ts.LiteralLikeNode).text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()))
      for (const text of stringsOf(node.initializer))
        report(text, (text as ts.LiteralLikeNode).text);
    if (
      ts.isPropertyAssignment(node) &&
      ["label", "hint", "caption", "legend"].includes(node.name.getText())
    )
      for (const text of stringsOf(node.initializer))
        report(text, (text as ts.LiteralLikeNode).text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const areaFiles = () =>
  ROOTS.flatMap((root) =>
    readdirSync(root)
      .filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"))
      .map((name) => join(root, name)),
  );

/**
 * Pages whose texts still wait for the catalogue (ADR 0176). Shrinks to nothing; a file that
 * has become clean must leave the list.
 */
const NOT_YET: string[] = [];

/**
 * The value imports of a German catalogue (`~/i18n/messages/….de`) in a file: a page that reads
 * one shows German to a member who chose English. Type imports are fine.
 */
export function germanCatalogueReads(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return tree.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return [];
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/\/messages\/[\w-]+\.de$/.test(from)) return [];
    const named = statement.importClause?.namedBindings;
    const values =
      named && ts.isNamedImports(named)
        ? named.elements.filter((element) => !element.isTypeOnly).map((e) => e.name.text)
        : [];
    return values.map((name) => `${file}: ${name} from ${from}`);
  });
}

/** Reads only the keys of the German catalogue (the order of an entry's details). */
const KEYS_ONLY = ["app/intern/audit-detail.ts"];

const areaCode = () =>
  [...ROOTS, "app/intern"].flatMap((root) =>
    readdirSync(root)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(root, name))
      .filter((file) => !KEYS_ONLY.includes(file)),
  );

describe("the team area's code", () => {
  it("takes its texts in the page's language, never from a German catalogue directly", () => {
    const found = areaCode().flatMap((file) =>
      germanCatalogueReads(file, readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("tells a German catalogue's values from its types", () => {
    const source = `import { teamDe } from "~/i18n/messages/team.de";
      import type { TeamMessages } from "~/i18n/messages/team.de";
      import { type FieldText, contentItemDe } from "~/i18n/messages/content-fields.de";
      import { teamMessages } from "~/i18n/team-catalogue";`;
    expect(germanCatalogueReads("page.tsx", source)).toEqual([
      "page.tsx: teamDe from ~/i18n/messages/team.de",
      "page.tsx: contentItemDe from ~/i18n/messages/content-fields.de",
    ]);
  });
});

describe("the team area's pages", () => {
  it("write no words of their own: every text comes from the catalogue", () => {
    const found = areaFiles()
      .filter((file) => !NOT_YET.includes(file))
      .flatMap((file) => literalsIn(file, readFileSync(file, "utf8")));
    expect(found).toEqual([]);
  });

  it("list as not yet converted only pages that still have words of their own", () => {
    for (const file of NOT_YET)
      expect(literalsIn(file, readFileSync(file, "utf8")), file).not.toEqual([]);
  });

  it("finds a German word in JSX text, a label and a row's label", () => {
    const page = `export default () => (<><h1>Kasse</h1><Field label="Betrag" />
      <T columns={[{ label: "Empfänger", cell: 1 }]} /><code>npm run team</code>
      <p>{texts.title} · {" "}</p><p>{ok ? "Ja" : texts.no}</p></>);`;
    expect(literalsIn("page.tsx", page).map((line) => line.split(": ")[1])).toEqual([
      "Kasse",
      "Betrag",
      "Empfänger",
      "Ja",
    ]);
  });
});
