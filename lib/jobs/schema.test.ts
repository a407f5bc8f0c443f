import { describe, expect, it } from "vitest";
import { jobSearchQuery, parseJobSearchParams } from "./schema";
import { withPrefixOnLastWord } from "./search/keyword";

describe("job search parameters", () => {
  it("round-trip through the URL, leaving defaults out", () => {
    const params = parseJobSearchParams(
      new URLSearchParams("q=react&location=Pune&type=FULL_TIME&mode=REMOTE&exp=3&salaryMin=500000&posted=7&sort=newest&page=2"),
    );
    expect(params).toMatchObject({ q: "react", location: "Pune", type: "FULL_TIME", exp: 3, posted: 7, sort: "newest", page: 2 });
    expect(parseJobSearchParams(new URLSearchParams(jobSearchQuery(params)))).toEqual(params);
    expect(jobSearchQuery(parseJobSearchParams({}))).toBe("");
  });

  it("drop values a hand-edited link got wrong instead of failing", () => {
    const params = parseJobSearchParams({ type: "ASTRONAUT", exp: "-1", salaryMin: "lots", sort: "random", page: "0", posted: "9999" });
    expect(params).toMatchObject({ type: undefined, exp: undefined, salaryMin: undefined, sort: "relevance", page: 1, posted: undefined });
    expect(parseJobSearchParams({ page: "4000" }).page).toBe(50);
  });
});

describe("keyword", () => {
  it("matches the last word as a prefix", () => {
    expect(withPrefixOnLastWord("'react' & 'develop'")).toBe("'react' & 'develop':*");
  });

  it("trims and collapses spaces, so a trailing or doubled space never changes the search", () => {
    expect(parseJobSearchParams({ q: "  reac  " }).q).toBe("reac");
    expect(parseJobSearchParams({ q: "react   dev " }).q).toBe("react dev");
    expect(jobSearchQuery({ q: "reac " })).toBe("q=reac");
    expect(jobSearchQuery({ q: "   " })).toBe("");
  });
});
