import { useId } from "react";
import { labels } from "../choice.ts";
import { checkSelection, shadedGroups, vehicleWithArticle, type BodyType, type ShadedGroup } from "../tint-rules.ts";

// The chosen shades on a side view of the chosen body type: windshield (with
// its visor strip), front sides, back sides and rear glass. Behind each pane
// is a light sky and the seats' headrests; over them a dark film whose opacity
// is 1 - VLT/100 (the light reaching the eye is the film's VLT), so 5% hides
// the cabin and 50% shows it. A window too dark for Florida's law for this
// vehicle class (tint-rules.ts, the module the price and the server use) is
// hatched, outlined in dashes and tagged "Too dark" on the drawing, and named
// in the list under it: never by colour alone. Plain SVG, rendered once.

type Point = readonly [number, number];
type Shape = {
  body: string;
  /** The lower body, a shade darker: the sills and bumpers. */
  lower: string;
  wheels: readonly Point[];
  /** Base at the cowl, up the pillar, along the roof, back down: [baseFront, top, topBack, baseBack]. */
  windshield: readonly [Point, Point, Point, Point];
  windows: Record<ShadedGroup, readonly Point[]>;
  /** Where a window's headrest sits behind the glass. */
  headrests: Partial<Record<ShadedGroup, Point>>;
};

const shapes: Record<BodyType, Shape> = {
  "sedan-coupe": {
    body: "M16 148 L14 128 Q16 115 40 111 L122 103 Q150 80 180 67 Q204 60 252 61 Q280 63 302 84 L320 101 L368 107 Q384 111 385 128 L383 148 Z",
    lower: "M14 136 L385 136 L383 148 L16 148 Z",
    wheels: [
      [96, 148],
      [310, 148],
    ],
    windshield: [
      [128, 102],
      [178, 69],
      [190, 67],
      [152, 102],
    ],
    windows: {
      frontSides: [
        [158, 102],
        [195, 67],
        [240, 65],
        [240, 102],
      ],
      backSides: [
        [247, 102],
        [247, 65],
        [270, 66],
        [298, 100],
      ],
      rearGlass: [
        [304, 100],
        [276, 68],
        [290, 72],
        [318, 100],
      ],
    },
    headrests: { frontSides: [222, 80], backSides: [262, 82] },
  },
  "suv-van-minivan": {
    body: "M16 152 L14 130 Q14 112 40 108 L108 100 L140 56 L334 52 Q350 54 354 70 L362 104 Q376 110 376 132 L374 152 Z",
    lower: "M14 140 L376 140 L374 152 L16 152 Z",
    wheels: [
      [96, 152],
      [302, 152],
    ],
    windshield: [
      [112, 98],
      [142, 58],
      [156, 57],
      [132, 98],
    ],
    windows: {
      frontSides: [
        [138, 98],
        [161, 57],
        [222, 55],
        [222, 98],
      ],
      backSides: [
        [229, 98],
        [229, 55],
        [316, 54],
        [316, 98],
      ],
      rearGlass: [
        [323, 98],
        [323, 54],
        [340, 56],
        [352, 98],
      ],
    },
    headrests: { frontSides: [204, 72], backSides: [262, 72], rearGlass: [334, 74] },
  },
  pickup: {
    body: "M16 152 L14 130 Q14 112 40 108 L106 100 L136 58 L240 56 L244 100 L378 100 L378 152 Z",
    lower: "M14 140 L378 140 L378 152 L16 152 Z",
    wheels: [
      [96, 152],
      [312, 152],
    ],
    windshield: [
      [110, 98],
      [138, 60],
      [151, 59],
      [128, 98],
    ],
    windows: {
      frontSides: [
        [134, 98],
        [156, 59],
        [198, 58],
        [198, 98],
      ],
      backSides: [
        [205, 98],
        [205, 58],
        [226, 57],
        [228, 98],
      ],
      rearGlass: [
        [232, 98],
        [230, 57],
        [238, 57],
        [240, 98],
      ],
    },
    headrests: { frontSides: [184, 74], backSides: [216, 76] },
  },
};

const points = (ps: readonly Point[]) => ps.map(([x, y]) => `${x},${y}`).join(" ");

/** The film's opacity over the scene: the light let through is the VLT. */
export function filmOpacity(vltPercent: number): number {
  return Math.round((1 - Math.min(100, Math.max(0, vltPercent)) / 100) * 1000) / 1000;
}

/** Where a window's "Too dark" tag goes: above its top edge, kept inside the drawing. */
function tagAt(ps: readonly Point[]): Point {
  const xs = ps.map(([x]) => x);
  const top = Math.min(...ps.map(([, y]) => y));
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  return [Math.min(340, Math.max(44, cx)), Math.max(14, top - 16)];
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
    return {
      group,
      vlt: shades[group],
      legal: result.legal,
      minVlt: result.minVlt,
      reflectanceNote: result.reflectanceNote,
    };
  });
  const illegal = verdicts.filter((v) => !v.legal);
  const verdictWord = (legal: boolean) => (legal ? "Legal" : "Not legal on the road");
  const description = [
    `${labels.body[bodyType]}, side view.`,
    ...verdicts.map((v) => `${labels.group[v.group]} ${v.vlt}%: ${verdictWord(v.legal).toLowerCase()}.`),
    windshieldStrip ? "Windshield: a visor strip along the top, legal." : "Windshield: clear.",
  ].join(" ");
  // The strip: the top fifth of the windshield, between its pillars.
  const [baseFront, top, topBack, baseBack] = shape.windshield;
  const along = (from: Point, to: Point): Point => [
    from[0] + (to[0] - from[0]) * 0.22,
    from[1] + (to[1] - from[1]) * 0.22,
  ];
  const strip: readonly Point[] = [top, topBack, along(topBack, baseBack), along(top, baseFront)];
  const sky = `url(#${id}-sky)`;

  const pane = (key: string, ps: readonly Point[], headrest: Point | undefined) => (
    <g key={key}>
      <clipPath id={`${id}-${key}`}>
        <polygon points={points(ps)} />
      </clipPath>
      <g clipPath={`url(#${id}-${key})`}>
        <rect x="0" y="0" width="400" height="190" fill={sky} />
        {/* The far side's pillar and the cabin: what a light film lets you see. */}
        <rect x="0" y="92" width="400" height="12" fill="#94a3b8" />
        {headrest ? <rect x={headrest[0] - 8} y={headrest[1]} width="16" height="22" rx="6" fill="#475569" /> : null}
      </g>
    </g>
  );

  return (
    <figure className="overflow-hidden rounded-3xl bg-ink-900 p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={`${id}-title`} className="text-sm font-semibold tracking-wide whitespace-nowrap text-gold-300 uppercase">
          Shade preview
        </p>
        <p className="text-xs text-slate-300">Florida law for {vehicleWithArticle(bodyType)}</p>
      </div>
      <div className="mt-3 rounded-2xl bg-[radial-gradient(ellipse_at_top,#f8fafc,#cbd5e1)] px-2 pt-3">
        <svg viewBox="0 0 400 180" role="img" aria-label={description} className="h-auto w-full" data-body={bodyType}>
          <defs>
            <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#bae6fd" />
              <stop offset="0.7" stopColor="#f0f9ff" />
              <stop offset="1" stopColor="#ffffff" />
            </linearGradient>
            <linearGradient id={`${id}-paint`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#e2e8f0" />
              <stop offset="0.45" stopColor="#94a3b8" />
              <stop offset="1" stopColor="#475569" />
            </linearGradient>
            <pattern
              id={`${id}-hatch`}
              width="8"
              height="8"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="8" height="8" fill="none" />
              <line x1="0" y1="0" x2="0" y2="8" stroke="#fbbf24" strokeWidth="3" />
            </pattern>
          </defs>
          <ellipse cx="200" cy="164" rx="190" ry="9" fill="#0f172a" fillOpacity="0.25" />
          <path d={shape.body} fill={`url(#${id}-paint)`} stroke="#334155" strokeWidth="1.2" />
          <path d={shape.lower} fill="#334155" fillOpacity="0.55" />
          {pane("windshield", shape.windshield, undefined)}
          <polygon points={points(shape.windshield)} fill="none" stroke="#1e293b" strokeWidth="1.2" />
          {windshieldStrip ? (
            <polygon points={points(strip)} fill="#0b0f14" fillOpacity="0.8" data-window="windshieldStrip" />
          ) : null}
          {verdicts.map((v) => {
            const ps = shape.windows[v.group];
            return (
              <g key={v.group} data-window={v.group} data-legal={v.legal ? "true" : "false"}>
                {pane(v.group, ps, shape.headrests[v.group])}
                <polygon
                  points={points(ps)}
                  fill="#0b0f14"
                  fillOpacity={filmOpacity(v.vlt)}
                  data-film-opacity={filmOpacity(v.vlt)}
                />
                {v.legal ? (
                  <polygon points={points(ps)} fill="none" stroke="#1e293b" strokeWidth="1.2" />
                ) : (
                  <>
                    <polygon points={points(ps)} fill={`url(#${id}-hatch)`} fillOpacity="0.85" />
                    <polygon points={points(ps)} fill="none" stroke="#f59e0b" strokeWidth="2.5" strokeDasharray="5 3" />
                  </>
                )}
              </g>
            );
          })}
          {shape.wheels.map(([cx, cy]) => (
            <g key={cx}>
              <circle cx={cx} cy={cy} r="23" fill="#0f172a" />
              <circle cx={cx} cy={cy} r="12" fill="#cbd5e1" stroke="#64748b" strokeWidth="2" />
              <circle cx={cx} cy={cy} r="3" fill="#475569" />
            </g>
          ))}
          {/* The tags last, so no pane covers them. */}
          {illegal.map((v) => {
            const [x, y] = tagAt(shape.windows[v.group]);
            return (
              <g key={v.group} data-tag={v.group}>
                <rect x={x - 34} y={y - 9} width="68" height="17" rx="8.5" fill="#fbbf24" stroke="#78350f" />
                <text
                  x={x}
                  y={y + 3.5}
                  textAnchor="middle"
                  fontSize="10"
                  fontWeight="700"
                  fill="#451a03"
                  fontFamily="system-ui, sans-serif"
                >
                  ! Too dark
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className="mt-4 grid gap-2.5 text-sm">
          {verdicts.map((v) => (
            <li key={v.group} data-group={v.group} className="flex items-start gap-3">
              <svg aria-hidden="true" viewBox="0 0 32 32" className="mt-0.5 size-8 shrink-0 rounded-md">
                <rect width="32" height="32" fill={sky} />
                <rect y="14" width="32" height="5" fill="#94a3b8" />
                <rect width="32" height="32" fill="#0b0f14" fillOpacity={filmOpacity(v.vlt)} />
                {v.legal ? null : <rect width="32" height="32" fill={`url(#${id}-hatch)`} fillOpacity="0.85" />}
              </svg>
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <span className="font-semibold text-white">
                  {labels.group[v.group]} {v.vlt}%:
                </span>
                <span className={v.legal ? "text-emerald-300" : "font-semibold text-amber-300"}>
                  {verdictWord(v.legal)}
                </span>
                {!v.legal && v.minVlt !== null ? (
                  <span className="text-xs text-amber-100">(too dark: {v.minVlt}% is the darkest allowed)</span>
                ) : null}
                <span className="w-full text-xs text-slate-300">{v.reflectanceNote}</span>
              </span>
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
