import { describe, expect, it } from "vitest";
import { buildOwnerNotification, type StoredQuote } from "./notification.ts";

const quote: StoredQuote = {
  id: 7,
  createdAt: new Date("2026-06-01T14:00:00Z"),
  name: "Bob\u202Egnp.exe",
  phone: "+18505550177",
  email: null,
  preferredContact: "text",
  service: "automotive",
  vehicleYear: 2021,
  vehicleMake: "Toyota",
  vehicleModel: "Tacoma\u200b",
  vehicleBody: "truck",
  propertyType: null,
  windowCount: null,
  location: "Navarre",
  serviceAreas: ["navarre"],
  message:
    "Call after 5\u2066 please\u2069, thanks! \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} \u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
  welcomeOffer: false,
};

describe("the owner's notification of a quote request", () => {
  it("shows a bidi override in the visitor's text as a marker in the subject, the text and the HTML, never the override", () => {
    const mail = buildOwnerNotification(quote);
    expect(mail.subject).toContain("for Bob[U+202E]gnp.exe");
    expect(mail.text).toMatch(/Name: +Bob\[U\+202E\]gnp\.exe/);
    expect(mail.text).toMatch(/Vehicle: +2021 Toyota Tacoma\[U\+200B\]/);
    expect(mail.text).toContain("Call after 5[U+2066] please[U+2069], thanks!");
    expect(mail.html).toMatch(
      /<span dir="auto" style="unicode-bidi:isolate">Bob<span [^>]*>\[U\+202E\]<\/span>gnp\.exe<\/span>/,
    );
    for (const part of [mail.subject, mail.text, mail.html])
      expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);
  });

  it("keeps a flag's tag characters and a family emoji's joiners as they are", () => {
    const { text } = buildOwnerNotification(quote);
    expect(text).toContain(
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} \u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
    );
  });
});
