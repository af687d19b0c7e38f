import type { MetaDescriptor } from "react-router";

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and description of a page; every route's `meta` goes through here. */
export function pageMeta(page: PageMeta | undefined, productName = "e-gnition"): MetaDescriptor[] {
  if (!page) return [{ title: productName }];
  const title = `${page.title} | ${productName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
  ];
}
