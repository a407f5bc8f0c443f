// The names of countries and industries follow the interface language while the values stay the
// stored English names: every listed industry has its name in both catalogs, English word for word.
import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs";
import { countryName, industryKey, industryName, labelCountries } from "./reference-names";
import { INDUSTRY_NAMES } from "@/lib/seed/industries";

const india = { iso_code: "IN", country_name: "India" };
const uae = { iso_code: "AE", country_name: "United Arab Emirates" };
const usa = { iso_code: "US", country_name: "United States" };

describe("country names", () => {
  it("keeps the stored English name in English", () => {
    expect(countryName("en", "US", "United States")).toBe("United States");
  });

  it("names a country in Hindi from its ISO code", () => {
    expect(countryName("hi", "IN", "India")).toBe("भारत");
    expect(countryName("hi", "AE", "United Arab Emirates")).toBe("संयुक्त अरब अमीरात");
  });

  it("keeps the stored name for a code the platform does not know", () => {
    expect(countryName("hi", "XY", "Nowhere")).toBe("Nowhere");
    expect(countryName("hi", "not a code", "Nowhere")).toBe("Nowhere");
  });

  it("labels the list without touching its values, in the order of the shown names", () => {
    expect(labelCountries("en", [india, uae, usa]).map((c) => c.label)).toEqual(["India", "United Arab Emirates", "United States"]);
    const hindi = labelCountries("hi", [india, uae, usa]);
    expect(hindi.map((c) => [c.country_name, c.iso_code])).toEqual([
      ["India", "IN"],
      ["United Arab Emirates", "AE"],
      ["United States", "US"],
    ]);
    expect(hindi.map((c) => c.label)).toEqual(["भारत", "संयुक्त अरब अमीरात", "संयुक्त राज्य"]);
  });
});

describe("industry names", () => {
  it("keys an industry by its English name's words", () => {
    expect(industryKey("Information Technology")).toBe("informationTechnology");
    expect(industryKey("E-commerce & Retail")).toBe("eCommerceRetail");
    expect(industryKey("FMCG & Consumer Goods")).toBe("fmcgConsumerGoods");
  });

  it("lists every industry, the English catalog word for word the stored name", () => {
    expect(Object.keys(CATALOGS.en.industries).sort()).toEqual(INDUSTRY_NAMES.map(industryKey).sort());
    expect(INDUSTRY_NAMES.filter((name) => industryName(CATALOGS.en.industries, name) !== name)).toEqual([]);
  });

  it("names every industry in Hindi", () => {
    expect(industryName(CATALOGS.hi.industries, "Information Technology")).toBe("सूचना प्रौद्योगिकी (IT)");
    expect(INDUSTRY_NAMES.filter((name) => industryName(CATALOGS.hi.industries, name) === name)).toEqual([]);
  });

  it("keeps an industry the catalog does not list as stored", () => {
    expect(industryName(CATALOGS.hi.industries, "Space Exploration")).toBe("Space Exploration");
  });
});
