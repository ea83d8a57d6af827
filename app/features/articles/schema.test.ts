import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { articleActSchema } from "./schema.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the article form's schema (browser and action)", () => {
  it("names each empty required field in words, not a type error", () => {
    const submission = parseWithZod(form({ intent: "save", kind: "blog", status: "draft", title: "", slug: "" }), {
      schema: articleActSchema,
    });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors.title).toEqual(["Give the article a title."]);
    expect(errors.slug).toEqual(["Give the article's address, like window-tint-care."]);
    expect(errors.imageAlt).toEqual(["Describe the picture for people who cannot see it."]);
    expect(JSON.stringify(errors)).not.toMatch(/Invalid input|expected string/);
  });

  it("asks a scheduled article for its day and time, and takes empty search fields as none", () => {
    const base = {
      intent: "save",
      kind: "news",
      title: "A new van",
      slug: "a-new-van",
      description: "A second mobile tint van joins the crew, so weekend appointments open across the Emerald Coast.",
      body: "Hello",
      image: "/images/news/x.svg",
      imageAlt: "The new van",
      seoTitle: "",
      seoDescription: "",
    };
    const scheduled = parseWithZod(form({ ...base, status: "scheduled", publishAt: "" }), { schema: articleActSchema });
    expect(scheduled.reply().error?.publishAt).toEqual(["Give the day and time it goes public (Central Time)."]);
    const published = parseWithZod(form({ ...base, status: "published" }), { schema: articleActSchema });
    expect(published.status).toBe("success");
    if (published.status === "success") expect(published.value).toMatchObject({ seoTitle: undefined, kind: "news" });
  });
});
