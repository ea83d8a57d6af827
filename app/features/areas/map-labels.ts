// Where each town's name goes on the drawn service-area map: beside its dot,
// on the side where it overlaps no other name, no other dot and stays inside
// the picture. Pure and computed on the server (the SVG is plain markup), so
// the same layout is tested for every area page (map-labels.test.ts).

export type Box = { left: number; top: number; right: number; bottom: number };

export type LabelInput = {
  id: string;
  text: string;
  /** The dot's centre. */
  x: number;
  y: number;
  fontSize: number;
  bold?: boolean;
  /** The dot's radius (the label keeps clear of it). */
  dotRadius: number;
};

export type PlacedLabel = {
  id: string;
  /** Where the text is drawn: its anchor point on the baseline. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
};

/**
 * A generous estimate of the drawn width of a name: wider than system-ui's
 * letters at this size, so the boxes tested are never smaller than the text shown.
 */
export function textWidth(text: string, fontSize: number, bold = false): number {
  return Math.ceil(text.length * fontSize * (bold ? 0.64 : 0.6));
}

type Side = { dx: number; dy: number; anchor: PlacedLabel["anchor"] };

// Preferred first: right of the dot, then left, then the diagonals, then above and below.
function sidesFor(gap: number, fontSize: number): Side[] {
  const mid = Math.round(fontSize * 0.35);
  const up = -gap;
  const down = gap + Math.round(fontSize * 0.75);
  return [
    { dx: gap, dy: mid, anchor: "start" },
    { dx: -gap, dy: mid, anchor: "end" },
    { dx: gap - 2, dy: up, anchor: "start" },
    { dx: gap - 2, dy: down, anchor: "start" },
    { dx: -gap + 2, dy: up, anchor: "end" },
    { dx: -gap + 2, dy: down, anchor: "end" },
    { dx: 0, dy: up - 2, anchor: "middle" },
    { dx: 0, dy: down + 2, anchor: "middle" },
  ];
}

function boxOf(x: number, y: number, anchor: PlacedLabel["anchor"], width: number, fontSize: number): Box {
  const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  // From the ascenders' top to the descenders' bottom.
  return { left, right: left + width, top: y - fontSize * 0.85, bottom: y + fontSize * 0.25 };
}

/** Small boxes along a straight line, so names can keep clear of it. */
export function boxesAlong(from: { x: number; y: number }, to: { x: number; y: number }, halfWidth = 2): Box[] {
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / 6));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    return { left: x - halfWidth, right: x + halfWidth, top: y - halfWidth, bottom: y + halfWidth };
  });
}

export function overlaps(a: Box, b: Box, margin = 0): boolean {
  return (
    a.left < b.right + margin && b.left < a.right + margin && a.top < b.bottom + margin && b.top < a.bottom + margin
  );
}

const dotBox = (l: LabelInput): Box => ({
  left: l.x - l.dotRadius,
  right: l.x + l.dotRadius,
  top: l.y - l.dotRadius,
  bottom: l.y + l.dotRadius,
});

/**
 * One position per label, none overlapping another label, any dot or the
 * picture's edge (margin px apart). The labels are placed in the order given
 * (the highlighted town first), trying each side in turn and backtracking when
 * a later label finds no room. Throws when no layout exists: a new town on the
 * map fails its test, not a visitor's page.
 */
export function layoutLabels(
  labels: LabelInput[],
  frame: { width: number; height: number },
  margin = 2,
  /** Other things the names keep clear of (the route drawn from the home town). */
  obstacles: Box[] = [],
): PlacedLabel[] {
  const dots = [...labels.map(dotBox), ...obstacles];
  const options = labels.map((l) => {
    const width = textWidth(l.text, l.fontSize, l.bold);
    const gap = l.dotRadius + 4;
    return sidesFor(gap, l.fontSize)
      .map((side): PlacedLabel => {
        const x = l.x + side.dx;
        const y = l.y + side.dy;
        return { id: l.id, x, y, anchor: side.anchor, box: boxOf(x, y, side.anchor, width, l.fontSize) };
      })
      .filter(
        (p) =>
          p.box.left >= margin &&
          p.box.top >= margin &&
          p.box.right <= frame.width - margin &&
          p.box.bottom <= frame.height - margin &&
          dots.every((d) => !overlaps(p.box, d, margin)),
      );
  });
  const placed: PlacedLabel[] = [];
  const place = (i: number): boolean => {
    if (i === labels.length) return true;
    for (const option of options[i]!) {
      if (placed.some((p) => overlaps(p.box, option.box, margin))) continue;
      placed.push(option);
      if (place(i + 1)) return true;
      placed.pop();
    }
    return false;
  };
  if (!place(0)) throw new Error(`No room for every map label: ${labels.map((l) => l.text).join(", ")}`);
  return placed;
}
