import { describe, expect, it } from "vitest";
import { PRIVACY_SECTIONS } from "./legal/privacy-sections";
import { TERMS_SECTIONS } from "./legal/terms-sections";
import { CRAWL_DISALLOWED_PATHS, MARKETING_PAGES } from "./pages";

describe("the public pages", () => {
  const pages = Object.values(MARKETING_PAGES);

  it("give every page its own title and description", () => {
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length, page.path).toBeLessThanOrEqual(160);
  });

  it("keep search engines out of the candidate area but never out of a public page", () => {
    for (const page of pages) {
      const blocked = CRAWL_DISALLOWED_PATHS.some((prefix) => page.path.startsWith(prefix));
      expect(blocked, page.path).toBe(false);
    }
    expect(CRAWL_DISALLOWED_PATHS).toEqual(expect.arrayContaining(["/api/", "/dashboard", "/jobs", "/mock"]));
  });

  it("number the privacy policy in 17 sections, data retention being the 12th", () => {
    expect(PRIVACY_SECTIONS).toHaveLength(17);
    expect(PRIVACY_SECTIONS[11]?.id).toBe("data-retention");
  });

  it("give every legal section an anchor of its own", () => {
    for (const sections of [PRIVACY_SECTIONS, TERMS_SECTIONS]) {
      const ids = sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
