import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CATALOGS } from "@/lib/i18n/catalogs";
import { fillMarked, markWords, whose } from "./interview-text";
import { ENGLISH_PRACTICE_READY } from "./practise-run";

describe("the recorded interview's words", () => {
  it("marks the employer's words in a filled message, and only those", () => {
    const html = renderToStaticMarkup(
      <p>{fillMarked(CATALOGS.hi.interview.consentTitle, { job: "Claims Analyst", company: "Brightloom" }, ["job", "company"])}</p>,
    );
    expect(html).toBe('<p><span translate="no">Claims Analyst</span>, <span translate="no">Brightloom</span></p>');
    const english = renderToStaticMarkup(<p>{fillMarked(CATALOGS.en.interview.noteFor, { company: "Brightloom" }, [])}</p>);
    expect(english).toBe("<p>Note for Brightloom (optional)</p>");
  });

  it("marks each time a server-written text names the company", () => {
    const html = renderToStaticMarkup(<li>{markWords("Brightloom uses AI; people at Brightloom decide.", ["Brightloom"])}</li>);
    expect(html).toBe('<li><span translate="no">Brightloom</span> uses AI; people at <span translate="no">Brightloom</span> decide.</li>');
  });

  it("says whose in each language's way", () => {
    expect(whose("en", "Brightloom Technologies")).toBe("Brightloom Technologies'");
    expect(whose("en", "Gamma")).toBe("Gamma's");
    expect(whose("hi", "Gamma")).toBe("Gamma");
  });

  it("keeps in the English catalog what the bell's practice note says where no words are handed", () => {
    const { practiceReady, openMocks, opensNewTab } = CATALOGS.en.interview;
    expect(ENGLISH_PRACTICE_READY).toEqual({ practiceReady, openMocks, opensNewTab });
  });
});
