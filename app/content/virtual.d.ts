/** Written by the content plugin (app/content/vite-plugin.ts) when the build starts. */
declare module "virtual:egn/content" {
  export const contentByLocale: import("./load-content").ContentByLocale;
}
