/**
 * Every `npm run <name>` of server/cli, run by main.ts or by the server through its socket. Each
 * is loaded when it runs: a command starts without the packages of the others (`npm run build`
 * splits them into chunks of their own).
 */
import type { CliCommand } from "./command";

const LOADERS = {
  migrate: () => import("./migrate"),
  team: () => import("./team"),
  submissions: () => import("./submissions"),
  subscribers: () => import("./subscribers"),
  newsletter: () => import("./newsletter"),
  donations: () => import("./donations"),
  receipts: () => import("./receipts"),
  release: () => import("./release"),
} satisfies Record<string, () => Promise<{ command: CliCommand }>>;

export type CommandName = keyof typeof LOADERS;

export const COMMAND_NAMES = Object.keys(LOADERS) as [CommandName, ...CommandName[]];

export const isCommandName = (name: string): name is CommandName => Object.hasOwn(LOADERS, name);

export async function loadCommand(name: CommandName): Promise<CliCommand> {
  return (await LOADERS[name]()).command;
}
