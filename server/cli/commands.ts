/** Every `npm run <name>` of server/cli, run by main.ts or by the server through its socket. */
import type { CliCommand } from "./command";
import { command as donations } from "./donations";
import { command as migrate } from "./migrate";
import { command as newsletter } from "./newsletter";
import { command as receipts } from "./receipts";
import { command as release } from "./release";
import { command as submissions } from "./submissions";
import { command as subscribers } from "./subscribers";
import { command as team } from "./team";

export const COMMANDS = {
  migrate,
  team,
  submissions,
  subscribers,
  newsletter,
  donations,
  receipts,
  release,
} satisfies Record<string, CliCommand>;

export type CommandName = keyof typeof COMMANDS;

export const COMMAND_NAMES = Object.keys(COMMANDS) as CommandName[];

export const isCommandName = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);
