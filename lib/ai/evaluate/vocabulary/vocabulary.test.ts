import { describe, expect, it } from "vitest";
import { BUSINESS_ROLES } from "@/lib/seed/job-roles-business";
import { INDUSTRIAL_ROLES } from "@/lib/seed/job-roles-industrial";
import { TECH_ROLES } from "@/lib/seed/job-roles-tech";
import { splitTerms } from "../terms";
import { fieldsOfSkill, FIELDS } from "./index";

const SEEDED_SKILLS = [...new Set([...TECH_ROLES, ...BUSINESS_ROLES, ...INDUSTRIAL_ROLES].flatMap((r) => r.skills))];

describe("the judge's vocabulary", () => {
  it("has the words of every skill our jobs list", () => {
    const without = SEEDED_SKILLS.filter((s) => fieldsOfSkill(s).length === 0);
    expect(without).toEqual([]);
  });

  it("gives every field enough words to hear it by", () => {
    for (const field of FIELDS) expect(splitTerms(field.terms).length, field.id).toBeGreaterThanOrEqual(20);
  });
});
