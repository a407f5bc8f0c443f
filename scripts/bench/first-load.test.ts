import { describe, expect, it } from "vitest";
import { scriptsNamedIn } from "./first-load";

describe("a page's first load", () => {
  it("is the scripts its document names: tags, preloads and the chunks in its inline React payload, by path", () => {
    const html = [
      '<script src="/_next/static/chunks/%5Broot-of-the-server%5D__0a1b._.js?dpl=x" async=""></script>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/turbopack-5f.js"/>',
      '<script>self.__next_f.push([1,"5:I[12,[\\"/_next/static/chunks/components_mocks_new_0c._.js\\"],\\"NewMockForm\\"]"])</script>',
    ].join("");
    expect([...scriptsNamedIn(html)].sort()).toEqual([
      "/_next/static/chunks/%5Broot-of-the-server%5D__0a1b._.js",
      "/_next/static/chunks/components_mocks_new_0c._.js",
      "/_next/static/chunks/turbopack-5f.js",
    ]);
  });

  it("leaves out what the document does not name (a route prefetched later) and what is not a script", () => {
    const named = scriptsNamedIn('<link rel="stylesheet" href="/_next/static/chunks/app.css"/><a href="/mock/new-mock">New</a>');
    expect(named.size).toBe(0);
  });
});
