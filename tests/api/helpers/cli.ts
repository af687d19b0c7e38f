import { afterAll, beforeAll, vi } from "vitest";
import { run as submissions } from "../../../server/cli/submissions";
import type { Db } from "../../../server/db/client";
import type { useHarness } from "./harness";

type Command = (args: string[], db: () => Promise<Db>) => Promise<void>;

/**
 * Runs a team command (default: `npm run submissions -- <args>`) against the harness's database
 * and returns what it printed.
 */
export function useCli(h: ReturnType<typeof useHarness>, run: Command = submissions) {
  const output: string[] = [];
  beforeAll(() => {
    vi.spyOn(console, "log").mockImplementation(
      (...args: unknown[]) => void output.push(args.join(" ")),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());
  return async (...args: string[]) => {
    output.length = 0;
    await run(args, async () => h.database.db);
    return output.join("\n");
  };
}
