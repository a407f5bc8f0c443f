import { describe, expect, it } from "vitest";
import { matchSkills, skillKey, skillsMatchCount } from "./skills-match";

describe("skill keys", () => {
  it("reads Node.js, nodejs and Node JS as one skill", () => {
    expect(new Set(["Node.js", "nodejs", "Node JS", "NODE-JS", " node_js "].map(skillKey))).toEqual(new Set(["node"]));
  });

  it("reads React and react.js as one skill, but JS alone stays JavaScript's short name", () => {
    expect(skillKey("React")).toBe(skillKey("react.js"));
    expect(skillKey("ReactJS")).toBe("react");
    expect(skillKey("JS")).toBe("js");
    expect(skillKey("JavaScript")).not.toBe(skillKey("Java"));
  });

  it("ignores case, spaces, dots, dashes and accents", () => {
    expect(skillKey("Machine Learning")).toBe(skillKey("machine-learning"));
    expect(skillKey("PostgreSQL")).toBe(skillKey("postgre sql"));
    expect(skillKey("Résumé writing")).toBe(skillKey("resume writing"));
    expect(skillKey("CI/CD")).toBe(skillKey("ci-cd"));
  });

  it("keeps C, C++ and C# apart", () => {
    expect(new Set(["C", "C++", "C#"].map(skillKey)).size).toBe(3);
    expect(skillKey("c ++")).toBe(skillKey("C++"));
  });

  it("gives a skill with no letters or digits no key", () => {
    expect(skillKey("—")).toBe("");
  });
});

describe("matching a job's skills", () => {
  it("splits the job's skills into matched and missing, in the job's order and spelling", () => {
    const match = matchSkills(["Node.js", "React", "PostgreSQL", "Kubernetes", "C#"], ["reactjs", "node js", "C", "Figma"]);
    expect(match).toEqual({ matched: ["Node.js", "React"], missing: ["PostgreSQL", "Kubernetes", "C#"], matchedAs: ["node js", "reactjs"] });
  });

  it("counts a skill the job spells twice once", () => {
    expect(matchSkills(["Node.js", "NodeJS", "SQL"], ["nodejs"])).toEqual({ matched: ["Node.js"], missing: ["SQL"], matchedAs: ["nodejs"] });
    expect(skillsMatchCount(["Node.js", "NodeJS", "SQL"], ["nodejs"])).toEqual({ matched: 1, of: 2 });
  });

  it("names the candidate's first spelling when they listed a skill twice", () => {
    expect(matchSkills(["Vue"], ["Vue.js", "vue"]).matchedAs).toEqual(["Vue.js"]);
  });

  it("matches nothing without skills on either side, and never on a skill of punctuation", () => {
    expect(matchSkills(["SQL"], [])).toEqual({ matched: [], missing: ["SQL"], matchedAs: [] });
    expect(matchSkills([], ["SQL"])).toEqual({ matched: [], missing: [], matchedAs: [] });
    expect(matchSkills(["—"], ["—"]).matched).toEqual([]);
  });
});
