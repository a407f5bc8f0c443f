import { describe, expect, it } from "vitest";
import { brand } from "@/lib/brand";
import { renderEmail } from "./render-email";

describe("renderEmail", () => {
  it("renders a branded HTML card and a plain-text twin with the code and the action link", () => {
    const { html, text } = renderEmail({
      title: "Verify your e-mail",
      intro: "Enter this code to finish signing up.",
      code: "482913",
      action: { label: "Open HireReady", href: "https://app.example/verify?a=1&b=2" },
      outro: "The code expires in 10 minutes.",
    });
    expect(html).toContain(brand.name);
    expect(html).toContain("#FF5D0E");
    expect(html).toContain("482913");
    expect(html).toContain('href="https://app.example/verify?a=1&amp;b=2"');
    expect(text).toBe(
      [
        "Verify your e-mail",
        "",
        "Enter this code to finish signing up.",
        "",
        "482913",
        "",
        "Open HireReady: https://app.example/verify?a=1&b=2",
        "",
        "The code expires in 10 minutes.",
        "",
        `— ${brand.name}`,
      ].join("\n"),
    );
  });

  it("escapes user-supplied text so it cannot inject markup", () => {
    const { html } = renderEmail({ title: "Hi <script>", intro: 'Name: "Bob" & <b>co</b>' });
    expect(html).not.toContain("<script>");
    expect(html).toContain("Hi &lt;script&gt;");
    expect(html).toContain("Name: &quot;Bob&quot; &amp; &lt;b&gt;co&lt;/b&gt;");
  });
  it("lists sections of links and a footer with its links in both the HTML and the text", () => {
    const { html, text } = renderEmail({
      title: "New jobs",
      intro: "Hi.",
      sections: [
        {
          heading: "“react” · Remote",
          items: [{ label: "Dev <1>", detail: "Pune", href: "https://app.example/jobs/1" }],
          more: { label: "2 more", href: "https://app.example/discover?q=react" },
        },
      ],
      footer: { text: "Why you get this.", links: [{ label: "Turn off job alerts", href: "https://app.example/u?id=1&token=t" }] },
    });
    expect(html).toContain('href="https://app.example/jobs/1"');
    expect(html).toContain("Dev &lt;1&gt;");
    expect(html).toContain('href="https://app.example/u?id=1&amp;token=t"');
    expect(text).toContain("“react” · Remote\n- Dev <1> (Pune): https://app.example/jobs/1\n2 more: https://app.example/discover?q=react");
    expect(text).toContain("Why you get this.\nTurn off job alerts: https://app.example/u?id=1&token=t");
  });
});
