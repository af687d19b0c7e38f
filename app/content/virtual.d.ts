/** Written by the content plugin (app/content/vite-plugin.ts) when the build starts. */
declare module "virtual:egn/content" {
  export const contentByLocale: import("./load-content").ContentByLocale;
}

/** Written by the enhance scripts plugin (app/enhance/vite-plugin.ts). */
declare module "virtual:egn/enhance-scripts" {
  export const enhanceScripts: Record<import("../enhance/names").EnhanceScript, string>;
}
