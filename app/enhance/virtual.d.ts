/** Written by the enhance scripts plugin (app/enhance/vite-plugin.ts). */
declare module "virtual:egn/enhance-scripts" {
  export const enhanceScripts: Record<import("./names").EnhanceScript, string>;
}
