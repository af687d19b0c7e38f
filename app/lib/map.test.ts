import { describe, expect, it } from "vitest";
import { mapSearchUrl } from "./map";

describe("mapSearchUrl", () => {
  it("searches the full address, street and town", () => {
    const url = new URL(mapSearchUrl({ lines: ["Musterstraße 1", "21073 Hamburg"] }));
    expect(url.searchParams.get("query")).toBe("Musterstraße 1, 21073 Hamburg");
  });
});
