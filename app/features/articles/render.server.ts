import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// The owner's markdown (issue 24), rendered on the server only: marked (GitHub
// flavoured) writes HTML, then sanitize-html keeps ordinary text and drops the
// rest. No script, style, iframe, form, event handler or style attribute ever
// reaches a page; links go only to http, https, mailto, tel or this site, and
// pictures come only from http, https or this site. The console's live preview
// is this same function (routes/admin.article-preview.ts).

const markdown = new Marked({ gfm: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "em",
    "strong",
    "del",
    "hr",
    "br",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ["http", "https", "mailto", "tel"], img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // The page's title is its one h1: a heading the owner wrote as # is a section.
  transformTags: { h1: "h2" },
  disallowedTagsMode: "discard",
};

/** The owner's markdown as the HTML a page may show. */
export function renderArticleHtml(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source, { async: false }));
}

/** HTML cut down to ordinary text, links and pictures (renderArticleHtml's second step). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}
