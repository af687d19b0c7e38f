import { enhanceScripts } from "virtual:egn/enhance-scripts";
import type { EnhanceScript } from "./names";

/** The address under `/assets/` of each enhancement script, for the root loader. */
export function enhanceScriptAddresses(): Record<EnhanceScript, string> {
  return enhanceScripts;
}
