import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bodyTypes, type ShadedGroup } from "../tint-rules.ts";
import { filmOpacity, ShadePreview } from "./shade-preview.tsx";

/** The rendered markup, and the text of a legend entry (tags removed, entities of the test's text decoded). */
const render = (props: Parameters<typeof ShadePreview>[0]) => {
  const html = renderToStaticMarkup(<ShadePreview {...props} />);
  const legend = (group: string) => {
    const match = new RegExp(`<li data-group="${group}"[^>]*>(.*?)</li>`).exec(html);
    return (match?.[1] ?? "").replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
  };
  const label = /role="img" aria-label="([^"]*)"/.exec(html)?.[1];
  const films = [...html.matchAll(/fill-opacity="([\d.]+)" data-film-opacity/g)].map((m) => Number(m[1]));
  return { html, legend, label, films };
};

const same = (vlt: number): Record<ShadedGroup, number> => ({ frontSides: vlt, backSides: vlt, rearGlass: vlt });

describe("ShadePreview", () => {
  it("labels each window group legal or not, and describes the picture in words", () => {
    const { legend, label } = render({
      bodyType: "sedan-coupe",
      shades: { frontSides: 5, backSides: 15, rearGlass: 15 },
      windshieldStrip: false,
    });
    expect(legend("frontSides")).toMatch(/^Front sides 5%:Not legal on the road/);
    expect(legend("backSides")).toMatch(/^Back sides 15%:Legal/);
    expect(legend("rearGlass")).toMatch(/^Rear glass 15%:Legal/);
    expect(legend("frontSides")).toMatch(/reflectance .* 25% at most/);
    expect(legend("windshieldStrip")).toMatch(/clear, no film/);
    expect(legend("frontSides")).toMatch(/too dark: 28% is the darkest allowed/);
    expect(label).toBe(
      "Sedan or coupe, side view. Front sides 5%: not legal on the road. Back sides 15%: legal. Rear glass 15%: legal. Windshield: clear.",
    );
  });

  it("follows the vehicle class: 6% on the back of an SUV is legal, not on a pickup unless confirmed", () => {
    const shades = { frontSides: 35, backSides: 5, rearGlass: 5 };
    const suv = render({ bodyType: "suv-van-minivan", shades, windshieldStrip: true });
    expect(suv.legend("backSides")).toMatch(/^Back sides 5%:Not legal/);
    const suvSix = render({ bodyType: "suv-van-minivan", shades: { ...shades, backSides: 15 }, windshieldStrip: true });
    expect(suvSix.legend("backSides")).toMatch(/^Back sides 15%:Legal/);
    expect(suvSix.html).toContain('data-window="windshieldStrip"');
    expect(suvSix.legend("windshieldStrip")).toMatch(/visor strip along the top \(Legal\)/);
    const pickup = render({ bodyType: "pickup", shades: { ...shades, rearGlass: 15 }, windshieldStrip: false });
    expect(pickup.legend("rearGlass")).toMatch(/Legal/);
    expect(pickup.legend("backSides")).toMatch(/Not legal on the road/);
  });

  it("darkens every window as the VLT falls: the film lets through VLT% of the light", () => {
    const shades = [70, 50, 35, 28, 20, 15, 5];
    expect(shades.map(filmOpacity)).toEqual([0.3, 0.5, 0.65, 0.72, 0.8, 0.85, 0.95]);
    for (const bodyType of bodyTypes) {
      const opacities = shades.map((vlt) => {
        const { films } = render({ bodyType, shades: same(vlt), windshieldStrip: false });
        expect(films).toHaveLength(3);
        expect(new Set(films).size).toBe(1);
        return films[0]!;
      });
      for (let i = 1; i < opacities.length; i++) expect(opacities[i]).toBeGreaterThan(opacities[i - 1]!);
    }
  });

  it("marks an illegal window on the drawing itself, not by colour alone: hatched, dashed and tagged", () => {
    const { html } = render({
      bodyType: "sedan-coupe",
      shades: { frontSides: 15, backSides: 15, rearGlass: 15 },
      windshieldStrip: false,
    });
    expect(html).toMatch(/data-window="frontSides" data-legal="false"/);
    expect(html).toMatch(/data-window="backSides" data-legal="true"/);
    const tags = [...html.matchAll(/data-tag="(\w+)"/g)].map((m) => m[1]);
    expect(tags).toEqual(["frontSides"]);
    expect(html).toContain("! Too dark");
    expect(html).toMatch(/stroke-dasharray="5 3"/);
    expect(html.match(/-hatch\)/g)).toHaveLength(2); // on the window and on its swatch in the list
  });
});
