import { describe, expect, it } from "vitest";
import { buildAnalysis, buildArea } from "../../../../tests/support/builders/chat-offline.ts";
import { ORDER, resolveIntents } from "./priorities.ts";

describe("priority resolution", () => {
  it("answers a real question rather than the small talk around it", () => {
    expect(resolveIntents(buildAnalysis({ intents: ["greeting", "thanks", "price"] })).chosen).toEqual(["price"]);
    expect(resolveIntents(buildAnalysis({ intents: ["greeting"] })).chosen).toEqual(["greeting"]);
  });

  it("keeps the table order, whatever order the intents were found in", () => {
    const r = resolveIntents(buildAnalysis({ intents: ["about", "reviews", "hours"] }));
    expect(r.chosen).toEqual(["hours", "reviews", "about"]);
    expect(new Set(ORDER).size).toBe(ORDER.length);
  });

  it("gives 'open now' instead of the hours, and no phone line next to either", () => {
    expect(resolveIntents(buildAnalysis({ intents: ["openNow", "hours", "phone"] })).chosen).toEqual(["openNow"]);
  });

  it("answers a named place as a place, first, with the focus the question asks", () => {
    const destin = buildArea("Destin");
    const far = resolveIntents(buildAnalysis({ intents: ["distance", "mobile"], areas: [destin] }));
    expect(far).toMatchObject({ chosen: ["areaCheck"], areaFocus: "distance" });
    const zips = resolveIntents(buildAnalysis({ intents: ["zips"], areas: [destin] }));
    expect(zips).toMatchObject({ chosen: ["areaCheck"], areaFocus: "zips" });
    const price = resolveIntents(buildAnalysis({ intents: ["price", "areaCheck"], areas: [destin] }));
    expect(price).toMatchObject({ chosen: ["areaCheck", "price"], areaFocus: "check" });
    // A town named beside a question about something else is not an area question.
    expect(resolveIntents(buildAnalysis({ intents: ["reviews"], areas: [destin] }))).toMatchObject({
      chosen: ["reviews"],
      areaFocus: null,
    });
  });

  it("answers 'where are you?' naming our home town with the location, other towns with the area", () => {
    const home = resolveIntents(buildAnalysis({ intents: ["location"], areas: [buildArea("Navarre")] }));
    expect(home.chosen).toEqual(["location"]);
    const away = resolveIntents(buildAnalysis({ intents: ["location"], areas: [buildArea("Milton")] }));
    expect(away.chosen).toEqual(["areaCheck"]);
  });

  it("lets a price question stand for the film, service, shop and quote it mentions", () => {
    const r = resolveIntents(
      buildAnalysis({
        intents: ["price", "ceramic", "services", "shop", "quote", "shades"],
        text: "how much are your services",
      }),
    );
    expect(r.chosen).toEqual(["price"]);
  });

  it("treats film on a windshield as a legal question, unless a product is named", () => {
    expect(resolveIntents(buildAnalysis({ intents: ["law", "price"], lawTopics: ["windshield"] })).chosen).toEqual([
      "law",
    ]);
    expect(resolveIntents(buildAnalysis({ intents: ["law", "price"], lawTopics: ["front"] })).chosen).toEqual([
      "law",
      "price",
    ]);
  });

  it("drops a loose 'do you do …' services match when something else is asked", () => {
    const loose = resolveIntents(buildAnalysis({ intents: ["services", "reviews"], text: "do you do good work" }));
    expect(loose).toMatchObject({ chosen: ["reviews"], weakServices: true });
    const named = resolveIntents(
      buildAnalysis({ intents: ["services", "reviews"], text: "do you do homes", serviceKind: "residential" }),
    );
    expect(named).toMatchObject({ chosen: ["services", "reviews"], weakServices: false });
  });

  it("answers phone and email once, as one contact answer", () => {
    expect(resolveIntents(buildAnalysis({ intents: ["phone", "email", "contact"] })).chosen).toEqual(["phone"]);
    expect(resolveIntents(buildAnalysis({ intents: ["email", "contact"] })).chosen).toEqual(["email"]);
    expect(resolveIntents(buildAnalysis({ intents: ["contact"] })).chosen).toEqual(["contact"]);
  });

  it("reports the topical intents asked, before suppression", () => {
    const r = resolveIntents(buildAnalysis({ intents: ["offTopic", "greeting"] }));
    expect(r).toMatchObject({ chosen: ["greeting"], topical: [] });
    expect(resolveIntents(buildAnalysis({ intents: ["openNow", "hours"] })).topical).toEqual(["openNow", "hours"]);
  });
});
