import { describe, expect, it } from "vitest";
import { articles, faqs, getServicePage } from "~/features/content/content.server.ts";
import { floridaTintLaw as law } from "./tint-law.ts";

// The assistant answers from tint-law.ts; the site's copy must say the same.

const numbers = [
  `${law.vehicleClasses.sedan.minVlt.frontSide}%`,
  `${law.vehicleClasses.sedan.minVlt.backSide}%`,
  `${law.vehicleClasses.sedan.minVlt.rear}%`,
  `${law.vehicleClasses.multipurpose.minVlt.frontSide}%`,
  `${law.vehicleClasses.multipurpose.minVlt.backSide}%`,
  `${law.vehicleClasses.multipurpose.minVlt.rear}%`,
  `${law.maxReflectance.frontSide}%`,
  `${law.maxReflectance.backSideAndRear}%`,
];

describe("Florida tint-law facts", () => {
  const guide = articles.find((a) => `/blog/${a.slug}` === law.guidePath);

  it("point at the blog guide", () => {
    expect(guide).toBeDefined();
  });

  it("agree with every number of the blog guide's text", () => {
    const text = guide!.text;
    for (const n of [...numbers, `${law.perforatedFilm.minVlt}% VLT`, `${law.windowMinSquareInches} square inches`])
      expect(text).toContain(n);
    expect(text).toContain(law.medicalExemption.statute);
    expect(text).toContain(law.penalties.statute);
    expect(text).toContain("AS-1");
    expect(text).toContain("316.2951 through 316.2957");
    // The guide's table, row by row.
    const s = law.vehicleClasses.sedan.minVlt;
    const m = law.vehicleClasses.multipurpose.minVlt;
    expect(text).toMatch(
      new RegExp(`\\| Front side windows \\| At least ${s.frontSide}% VLT \\| At least ${m.frontSide}% VLT \\|`),
    );
    expect(text).toMatch(
      new RegExp(`\\| Back side windows \\| At least ${s.backSide}% VLT \\| At least ${m.backSide}% VLT \\|`),
    );
    expect(text).toMatch(new RegExp(`\\| Rear window \\| At least ${s.rear}% VLT \\| At least ${m.rear}% VLT \\|`));
    expect(text).toMatch(
      new RegExp(`Reflectance, front side windows \\| No more than ${law.maxReflectance.frontSide}%`),
    );
    expect(text).toMatch(
      new RegExp(`Reflectance, back side and rear \\| No more than ${law.maxReflectance.backSideAndRear}%`),
    );
  });

  it("agree with the FAQ and the automotive service page", () => {
    const faq = faqs.find((f) => /legal in Florida/i.test(f.q))!.a;
    const service = getServicePage("automotive-window-tinting")!.data.faqs.find((f) => /legal/i.test(f.q))!.a;
    for (const text of [faq, service]) {
      for (const n of numbers) expect(text).toContain(n);
      expect(text).toContain("AS-1");
    }
  });
});
