import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { layerViolations, repositoryViolations } from "./layers";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("server and app apart", () => {
  it("no server/ file and no shared module imports page code, nothing the command line", () => {
    expect(repositoryViolations(root)).toEqual([]);
  });

  it("finds a server file outside the HTTP layer and the app's wiring that imports server/api/", () => {
    const files = new Set(["server/api/forms.ts", "server/api/submit.ts", "server/db/client.ts"]);
    const sources = new Map([
      ["server/newsletter/a.ts", 'import type { X } from "../api/submit";'],
      ["server/security/b.ts", 'export { formDefinitions } from "../api/forms";'],
      ["server/web.ts", 'const forms = await import("./api/forms");'],
      ["server/api/c.ts", 'import { y } from "./forms";\nimport "../db/client";'],
      ["server/app.ts", 'import { registerSubmitRoutes } from "./api/submit";'],
      ["server/newsletter/a.test.ts", 'import "../api/submit";'],
    ]);
    expect(layerViolations(sources, (file) => files.has(file))).toEqual([
      "server/newsletter/a.ts → server/api/submit.ts: only server/api/ and the app's wiring import server/api/",
      "server/security/b.ts → server/api/forms.ts: only server/api/ and the app's wiring import server/api/",
      "server/web.ts → server/api/forms.ts: only server/api/ and the app's wiring import server/api/",
    ]);
  });

  it("finds a route or a use case that imports the command line", () => {
    const files = new Set(["server/cli/submissions.ts", "server/cli/socket-server.ts"]);
    const sources = new Map([
      [
        "app/routes/intern/export.ts",
        'import { exportCsv } from "../../../server/cli/submissions";',
      ],
      ["server/releases/b.ts", 'import { run } from "../cli/submissions";'],
      ["server/cli/team.ts", 'import { run } from "./submissions";'],
      ["server/server.ts", 'import { listenForCommands } from "./cli/socket-server";'],
      ["server/cli/team.test.ts", 'import "./submissions";'],
    ]);
    expect(layerViolations(sources, (file) => files.has(file))).toEqual([
      "app/routes/intern/export.ts → server/cli/submissions.ts: only server/cli/ and the server's command socket import server/cli/",
      "server/releases/b.ts → server/cli/submissions.ts: only server/cli/ and the server's command socket import server/cli/",
    ]);
  });

  it("finds a server file that imports a route, a component or the team area's UI", () => {
    const files = new Set([
      "app/routes/contact.tsx",
      "app/components/Card.tsx",
      "app/intern/meta.ts",
      "app/team/permissions.ts",
      "app/forms/fields.ts",
      "server/x.ts",
    ]);
    const sources = new Map([
      [
        "server/team/a.ts",
        [
          'import { action } from "../../app/routes/contact";',
          'import type { Card } from "~/components/Card";',
          'const meta = await import("../../app/intern/meta");',
          'import { can } from "../../app/team/permissions";',
        ].join("\n"),
      ],
      ["app/forms/b.ts", 'export { x } from "../../server/x";\nimport "../routes/contact";'],
      ["server/team/a.test.ts", 'import "../../app/routes/contact";'],
    ]);
    expect(layerViolations(sources, (file) => files.has(file))).toEqual([
      "server/team/a.ts → app/routes/contact.tsx: server/ imports from app/ only the shared folders",
      "server/team/a.ts → app/components/Card.tsx: server/ imports from app/ only the shared folders",
      "server/team/a.ts → app/intern/meta.ts: server/ imports from app/ only the shared folders",
      "app/forms/b.ts → server/x.ts: a shared module imports no server/ code",
      "app/forms/b.ts → app/routes/contact.tsx: a shared module imports no page code",
    ]);
  });
});
