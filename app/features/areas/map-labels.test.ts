import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/config/areas.ts";
import { mapLabelsFor, project } from "./area-map.tsx";
import { boxesAlong, layoutLabels, overlaps, textWidth } from "./map-labels.ts";

describe("the service-area map's town names", () => {
  it.each(serviceAreas.map((a) => [a.name, a] as const))(
    "never overlap on %s's map, nor cover a town's dot or the route, nor leave the picture",
    (_name, area) => {
      const labels = [...mapLabelsFor(area).values()];
      expect(labels).toHaveLength(serviceAreas.length);
      for (const [i, a] of labels.entries()) {
        expect(a.box.left).toBeGreaterThanOrEqual(0);
        expect(a.box.top).toBeGreaterThanOrEqual(0);
        expect(a.box.right).toBeLessThanOrEqual(640);
        expect(a.box.bottom).toBeLessThanOrEqual(360);
        for (const b of labels.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.id} and ${b.id}`).toBe(false);
        const route = boxesAlong(project(serviceAreas[0]!.coordinates), project(area.coordinates));
        if (area.slug !== serviceAreas[0]!.slug)
          for (const piece of route) expect(overlaps(a.box, piece), `${a.id} over the route`).toBe(false);
        for (const town of serviceAreas) {
          const dot = project(town.coordinates);
          const r = town.slug === area.slug ? 13 : 5;
          const box = { left: dot.x - r, right: dot.x + r, top: dot.y - r, bottom: dot.y + r };
          expect(overlaps(a.box, box), `${a.id} over ${town.slug}'s dot`).toBe(false);
        }
      }
    },
  );

  it("puts a name on the free side when its right-hand side is taken", () => {
    const labels = layoutLabels(
      [
        { id: "a", text: "Fort Walton Beach", x: 100, y: 50, fontSize: 13, dotRadius: 5 },
        { id: "b", text: "Destin", x: 160, y: 52, fontSize: 13, dotRadius: 5 },
      ],
      { width: 300, height: 100 },
    );
    const a = labels.find((l) => l.id === "a")!;
    // Straight to the right it would cover Destin's dot: it went elsewhere.
    expect(overlaps(a.box, { left: 155, right: 165, top: 47, bottom: 57 })).toBe(false);
    expect(overlaps(labels[0]!.box, labels[1]!.box)).toBe(false);
  });

  it("measures names no narrower than the text drawn, and says when there is no room", () => {
    expect(textWidth("Fort Walton Beach", 13)).toBeGreaterThanOrEqual(17 * 13 * 0.55);
    expect(() =>
      layoutLabels([{ id: "a", text: "A very long town name indeed", x: 5, y: 5, fontSize: 13, dotRadius: 5 }], {
        width: 40,
        height: 20,
      }),
    ).toThrow(/No room/);
  });
});
