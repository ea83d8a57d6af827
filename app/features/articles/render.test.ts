import { describe, expect, it } from "vitest";
import { renderArticleHtml } from "./render.server.ts";

describe("the owner's markdown is rendered safely", () => {
  it("keeps ordinary text: headings, lists, links, pictures, code, quotes and tables", () => {
    const html = renderArticleHtml(
      [
        "## Why ceramic",
        "Some **bold** and *soft* words with [a link](https://example.com/a) and [a page](/book).",
        "- one\n- two",
        "![A sedan](/images/blog/choosing-the-right-tint-shade.svg)",
        "> quoted",
        "```\ncode\n```",
        "| a | b |\n|---|---|\n| 1 | 2 |",
        "[Call](tel:+18505550100) or [write](mailto:shop@example.com)",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Why ceramic</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<a href="https://example.com/a">a link</a>');
    expect(html).toContain('<a href="/book">a page</a>');
    expect(html).toContain('<img src="/images/blog/choosing-the-right-tint-shade.svg" alt="A sedan" />');
    expect(html).toContain("<blockquote>");
    expect(html).toContain("<pre><code>code");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain('href="tel:+18505550100"');
    expect(html).toContain('href="mailto:shop@example.com"');
  });

  it("drops scripts, whatever their spelling, and what they hold", () => {
    const html = renderArticleHtml(
      'Hello\n\n<script>alert("x")</script>\n\n<SCRIPT src="https://evil.example/x.js"></SCRIPT>',
    );
    expect(html).not.toMatch(/script/i);
    expect(html).not.toContain("alert");
    expect(html).toContain("Hello");
  });

  it("drops event handlers and style attributes", () => {
    const html = renderArticleHtml(
      '<img src="/images/x.svg" onerror="alert(1)" style="position:fixed">\n\n<p onclick="alert(2)" style="color:red">Hi</p>\n\n<a href="/x" onmouseover="alert(3)">x</a>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover|style=|alert/i);
    expect(html).toContain("<p>Hi</p>");
  });

  it("keeps no javascript:, data: or protocol-relative link or picture", () => {
    const html = renderArticleHtml(
      [
        "[click](javascript:alert(1))",
        '<a href="JaVaScRiPt:alert(1)">two</a>',
        '<a href="  javascript:alert(1)">three</a>',
        "[data](data:text/html;base64,PHNjcmlwdD4=)",
        "![img](data:image/svg+xml;base64,PHN2Zz4=)",
        '<img src="javascript:alert(1)">',
        "[elsewhere](//evil.example/x)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/javascript|data:|\/\/evil/i);
    expect(html).toContain("click");
  });

  it("drops iframes, styles, forms and other embedded things", () => {
    const html = renderArticleHtml(
      '<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>\n\n<form action="/x"><input name="a"><button>Go</button></form>\n\n<object data="x"></object><embed src="x"><svg onload="alert(1)"></svg>\n\nText',
    );
    expect(html).not.toMatch(/iframe|<style|display:none|<form|<input|<button|<object|<embed|<svg|onload/i);
    expect(html).toContain("Text");
  });

  it("makes a # heading a section heading: the page's title is its one h1", () => {
    expect(renderArticleHtml("# Big")).toBe("<h2>Big</h2>\n");
  });
});
