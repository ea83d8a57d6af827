import { useId } from "react";
import { labels } from "../choice.ts";
import { checkSelection, shadedGroups, type BodyType, type ShadedGroup } from "../tint-rules.ts";

// The chosen shades on a drawing of the chosen body type, front three-quarter
// view. Each window shows a light sky through a dark film whose opacity is
// 1 - VLT/100: the light that reaches the eye is proportional to the film's
// VLT, so 5% looks nearly black and 70% lightly shaded, as on a real car.
// Legality comes from tint-rules.ts, the module the price and the server use.

type Point = readonly [number, number];
type Shape = {
  body: string;
  /** The darker front face, for the three-quarter look. */
  front: string;
  wheels: readonly Point[];
  windshield: readonly Point[];
  windows: Record<ShadedGroup, readonly Point[]>;
};

const shapes: Record<BodyType, Shape> = {
  "sedan-coupe": {
    body: "M20 150 L18 126 Q20 112 44 106 L108 98 Q146 66 180 63 L262 64 Q292 68 318 96 L340 104 Q350 110 348 132 L346 150 Z",
    front: "M20 150 L18 126 Q20 112 44 106 L58 110 L46 150 Z",
    wheels: [
      [92, 150],
      [286, 150],
    ],
    windshield: [
      [106, 98],
      [146, 67],
      [172, 64],
      [152, 98],
    ],
    windows: {
      frontSides: [
        [158, 98],
        [178, 67],
        [226, 65],
        [228, 98],
      ],
      backSides: [
        [234, 98],
        [232, 65],
        [262, 66],
        [294, 96],
      ],
      rearGlass: [
        [300, 96],
        [268, 66],
        [280, 68],
        [318, 98],
      ],
    },
  },
  "suv-van-minivan": {
    body: "M20 154 L18 132 Q18 108 42 104 L96 98 L126 54 L300 52 Q316 54 322 70 L332 104 Q346 110 344 136 L342 154 Z",
    front: "M20 154 L18 132 Q18 108 42 104 L58 108 L46 154 Z",
    wheels: [
      [94, 152],
      [282, 152],
    ],
    windshield: [
      [98, 98],
      [128, 57],
      [150, 56],
      [134, 98],
    ],
    windows: {
      frontSides: [
        [140, 98],
        [156, 57],
        [214, 55],
        [214, 98],
      ],
      backSides: [
        [222, 98],
        [222, 55],
        [284, 54],
        [288, 98],
      ],
      rearGlass: [
        [296, 98],
        [292, 54],
        [306, 56],
        [318, 98],
      ],
    },
  },
  pickup: {
    body: "M20 154 L18 132 Q18 108 42 104 L96 98 L124 58 L238 56 L244 100 L344 100 L346 154 Z",
    front: "M20 154 L18 132 Q18 108 42 104 L58 108 L46 154 Z",
    wheels: [
      [94, 152],
      [296, 152],
    ],
    windshield: [
      [98, 98],
      [125, 61],
      [146, 60],
      [130, 98],
    ],
    windows: {
      frontSides: [
        [136, 98],
        [152, 61],
        [190, 59],
        [190, 98],
      ],
      backSides: [
        [196, 98],
        [196, 59],
        [224, 58],
        [228, 98],
      ],
      rearGlass: [
        [232, 98],
        [229, 58],
        [236, 58],
        [240, 98],
      ],
    },
  },
};

const points = (ps: readonly Point[]) => ps.map(([x, y]) => `${x},${y}`).join(" ");

/** The film's opacity over the scene: the light let through is the VLT. */
export function filmOpacity(vltPercent: number): number {
  return Math.round((1 - Math.min(100, Math.max(0, vltPercent)) / 100) * 1000) / 1000;
}

export type ShadePreviewProps = {
  bodyType: BodyType;
  shades: Record<ShadedGroup, number>;
  windshieldStrip: boolean;
  pickupMultipurpose?: boolean;
  medicalExemption?: boolean;
};

export function ShadePreview({
  bodyType,
  shades,
  windshieldStrip,
  pickupMultipurpose = false,
  medicalExemption = false,
}: ShadePreviewProps) {
  const id = useId().replace(/[^\w-]/g, "");
  const shape = shapes[bodyType];
  const check = checkSelection({
    bodyType,
    pickupConfirmedMultipurpose: pickupMultipurpose,
    shades: Object.fromEntries(shadedGroups.map((g) => [g, { vltPercent: shades[g] }])),
    windshieldStrip,
    medicalExemptionConfirmed: medicalExemption,
  });
  const verdicts = shadedGroups.map((group) => {
    const result = check.groups.find((g) => g.group === group)!;
    return { group, vlt: shades[group], legal: result.legal, reflectanceNote: result.reflectanceNote };
  });
  const verdictWord = (legal: boolean) => (legal ? "Legal" : "Not legal on the road");
  const description = [
    `${labels.body[bodyType]}, front three-quarter view.`,
    ...verdicts.map((v) => `${labels.group[v.group]} ${v.vlt}%: ${verdictWord(v.legal).toLowerCase()}.`),
    windshieldStrip ? "Windshield: a visor strip along the top, legal." : "Windshield: clear.",
  ].join(" ");
  // The strip: the top fifth of the windshield, between its pillars.
  const [baseLeft, topLeft, topRight, baseRight] = shape.windshield as [Point, Point, Point, Point];
  const along = (from: Point, to: Point): Point => [
    from[0] + (to[0] - from[0]) * 0.22,
    from[1] + (to[1] - from[1]) * 0.22,
  ];
  const strip: readonly Point[] = [topLeft, topRight, along(topRight, baseRight), along(topLeft, baseLeft)];

  return (
    <figure className="rounded-3xl bg-ink-900 p-4 sm:p-6">
      <svg viewBox="0 0 360 180" role="img" aria-label={description} className="h-auto w-full" data-body={bodyType}>
        <defs>
          <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#e0f2fe" />
            <stop offset="1" stopColor="#ffffff" />
          </linearGradient>
        </defs>
        <ellipse cx="184" cy="166" rx="170" ry="10" fill="#000" fillOpacity="0.35" />
        <path d={shape.body} fill="#94a3b8" />
        <path d={shape.front} fill="#64748b" />
        <polygon points={points(shape.windshield)} fill={`url(#${id}-sky)`} />
        {windshieldStrip ? (
          <polygon points={points(strip)} fill="#0b0f14" fillOpacity="0.8" data-window="windshieldStrip" />
        ) : null}
        {shadedGroups.map((group) => (
          <g key={group} data-window={group}>
            <polygon points={points(shape.windows[group])} fill={`url(#${id}-sky)`} />
            <polygon
              points={points(shape.windows[group])}
              fill="#0b0f14"
              fillOpacity={filmOpacity(shades[group])}
              data-film-opacity={filmOpacity(shades[group])}
            />
          </g>
        ))}
        {shape.wheels.map(([cx, cy]) => (
          <g key={cx}>
            <circle cx={cx} cy={cy} r="22" fill="#111827" />
            <circle cx={cx} cy={cy} r="10" fill="#9ca3af" />
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="mt-4 grid gap-2 text-sm">
          {verdicts.map((v) => (
            <li key={v.group} data-group={v.group} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-white">
                {labels.group[v.group]} {v.vlt}%:
              </span>
              <span className={v.legal ? "text-emerald-300" : "text-amber-300"}>{verdictWord(v.legal)}</span>
              <span className="w-full text-xs text-slate-300">{v.reflectanceNote}</span>
            </li>
          ))}
          <li data-group="windshieldStrip" className="text-slate-300">
            <span className="font-semibold text-white">Windshield:</span>{" "}
            {windshieldStrip ? "visor strip along the top (Legal)" : "clear, no film"}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
