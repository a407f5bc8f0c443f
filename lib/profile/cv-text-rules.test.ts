import { describe, expect, it } from "vitest";
import { datedRanges, findPhrases, phraseMatcher, statedYears, suggestByRules, suggestSkills, textSays, yearsFromRanges } from "./cv-text-rules";

const NOW = new Date("2026-11-24T10:00:00Z");
const skills = phraseMatcher(["Node.js", "React", "Java", "JavaScript", "C++", "C#", "Go", "R", "Machine Learning", "CI/CD", "Excel"]);
const titles = phraseMatcher(["Software Engineer", "Senior Software Engineer", "Data Analyst", "Sales Manager"]);

describe("known phrases in a CV", () => {
  it("ignores case and punctuation and keeps our spelling", () => {
    expect(suggestSkills("Built APIs in nodejs, then NODE JS; later node.js again", skills)).toEqual(["Node.js"]);
    expect(suggestSkills("ci / cd pipelines and MACHINE-LEARNING models", skills)).toEqual(["CI/CD", "Machine Learning"]);
  });

  it("matches whole words only: Java is not JavaScript, C is not C++", () => {
    expect(suggestSkills("JavaScript and C++ daily", skills)).toEqual(["JavaScript", "C++"]);
    expect(suggestSkills("Java, C# and React", skills)).toEqual(["Java", "C#", "React"]);
    expect(suggestSkills("Reactive streams, Excellent communication", skills)).toEqual([]);
  });

  it("needs our exact spelling for one- and two-letter skills", () => {
    expect(suggestSkills("I go to work and r is a letter", skills)).toEqual([]);
    expect(suggestSkills("Services in Go; statistics in R", skills)).toEqual(["Go", "R"]);
  });

  it("orders by first appearance, once each, at most fifteen", () => {
    expect(suggestSkills("Excel, React, excel, React, Java", skills)).toEqual(["Excel", "React", "Java"]);
    const many = Array.from({ length: 20 }, (_, i) => `Skill${i}`);
    expect(suggestSkills(many.join(" "), phraseMatcher(many))).toEqual(many.slice(0, 15));
  });

  it("prefers the longest title at a place", () => {
    expect(findPhrases("Senior Software Engineer at Acme", titles).map((h) => h.value)).toEqual(["Senior Software Engineer"]);
    expect(textSays("I was a Data-Analyst", "Data Analyst")).toBe(true);
    expect(textSays("Data Analysts team", "Data Analyst")).toBe(false);
  });
});

describe("years of experience", () => {
  it("reads stated years, the largest of them", () => {
    expect(statedYears("Sales leader with 7+ years of experience in B2B")).toBe(7);
    expect(statedYears("5 years of experience in Excel; 12+ years in retail")).toBe(12);
    expect(statedYears("Frontend developer with four years of experience")).toBe(4);
    expect(statedYears("10 yrs professional experience")).toBe(10);
  });

  it("ignores years that are not a claim of experience, or over fifty", () => {
    expect(statedYears("A 2 years warranty; 3 years course")).toBeNull();
    expect(statedYears("60+ years of experience")).toBeNull();
    expect(statedYears("Jan 2018 - Dec 2020 (2 years)")).toBeNull();
  });

  it("adds up dated roles once where they overlap, leaving studies out", () => {
    const text = [
      "Experience",
      "Engineer, Acme (Jan 2018 – Present)",
      "Consultant, Beta (Mar 2019 - Dec 2019)",
      "Developer, Gamma 2014 - 2016",
      "Education",
      "B.Tech, Some University 2010 - 2014",
      "Diploma course 2009 – 2010",
    ].join("\n");
    const ranges = datedRanges(text, NOW);
    expect(ranges).toHaveLength(3);
    // Jan 2018 to Nov 2026 inclusive (8 y 11 m) plus 2014 to 2016 (2 y).
    expect(yearsFromRanges(ranges)).toBe(10);
  });

  it("reads month numbers and 'till date', and refuses ranges that end in the future or run backwards", () => {
    expect(yearsFromRanges(datedRanges("Analyst 03/2020 – till date", NOW))).toBe(6);
    expect(datedRanges("Role 2019 - 2030\nRole 2020 - 2018", NOW)).toEqual([]);
    expect(yearsFromRanges([])).toBeNull();
  });
});

describe("the designation", () => {
  it("takes the title beside the most recent dates", () => {
    const text = ["Asha Verma", "Data Analyst", "Software Engineer, Acme", "Jan 2021 - Present", "Data Analyst, Beta", "2017 - 2020"].join("\n");
    expect(suggestByRules(text, { titles, skills }, NOW).designation).toBe("Software Engineer");
  });

  it("falls back to the headline, then to the first title anywhere", () => {
    expect(suggestByRules("Ravi\nSales Manager\n\nLed a team", { titles, skills }, NOW).designation).toBe("Sales Manager");
    expect(suggestByRules("A\nB\nC\nD\nE\nI want to be a data analyst", { titles, skills }, NOW).designation).toBe("Data Analyst");
    expect(suggestByRules("Nothing we know of", { titles, skills }, NOW)).toEqual({ designation: null, skills: [], experienceYears: null });
  });
});
