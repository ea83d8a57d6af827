import { serviceAreas, type ServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { boxesAlong, layoutLabels, type PlacedLabel } from "./map-labels.ts";

// A drawn map of the ten towns, projected from their coordinates: no tiles,
// no network, no layout shift.
const W = 640;
const H = 360;
const PAD = 48;
const lats = serviceAreas.map((a) => a.coordinates.lat);
const lngs = serviceAreas.map((a) => a.coordinates.lng);
const minLat = Math.min(...lats) - 0.12;
const maxLat = Math.max(...lats) + 0.05;
const minLng = Math.min(...lngs) - 0.05;
const maxLng = Math.max(...lngs) + 0.05;

export function project({ lat, lng }: { lat: number; lng: number }) {
  const x = PAD + ((lng - minLng) / (maxLng - minLng)) * (W - 2 * PAD);
  const y = PAD + ((maxLat - lat) / (maxLat - minLat)) * (H - 2 * PAD);
  return { x: Math.round(x), y: Math.round(y) };
}

const TOWN = { fontSize: 13, dotRadius: 5 } as const;
const HIGHLIGHT = { fontSize: 16, dotRadius: 13 } as const;

/** Every town's name placed on the map with this area highlighted: no two names overlap (map-labels.ts). */
export function mapLabelsFor(area: Pick<ServiceArea, "slug">): Map<string, PlacedLabel> {
  const highlighted = serviceAreas.find((a) => a.slug === area.slug);
  const others = serviceAreas.filter((a) => a.slug !== area.slug);
  const inputs = [
    ...(highlighted
      ? [
          {
            id: highlighted.slug,
            text: highlighted.name,
            ...project(highlighted.coordinates),
            ...HIGHLIGHT,
            bold: true,
          },
        ]
      : []),
    ...others.map((a) => ({ id: a.slug, text: a.name, ...project(a.coordinates), ...TOWN })),
  ];
  const frame = { width: W, height: H };
  // The names keep clear of the route drawn from the home town too, when there is room.
  const route =
    highlighted && highlighted.slug !== serviceAreas[0]!.slug
      ? boxesAlong(project(serviceAreas[0]!.coordinates), project(highlighted.coordinates))
      : [];
  let placed: PlacedLabel[];
  try {
    placed = layoutLabels(inputs, frame, 2, route);
  } catch {
    placed = layoutLabels(inputs, frame);
  }
  return new Map(placed.map((l) => [l.id, l]));
}

const layouts = new Map<string, Map<string, PlacedLabel>>();
function labelsOf(area: ServiceArea): Map<string, PlacedLabel> {
  let layout = layouts.get(area.slug);
  if (!layout) layouts.set(area.slug, (layout = mapLabelsFor(area)));
  return layout;
}

// The Gulf shoreline, roughly: a band below the southernmost towns.
const coastY = project({ lat: minLat + 0.07, lng: minLng }).y;

export function AreaMap({ area }: { area: ServiceArea }) {
  const home = project(serviceAreas[0]!.coordinates);
  const labels = labelsOf(area);
  return (
    <figure className="overflow-hidden rounded-3xl border border-slate-200 bg-sky-50">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-labelledby={`map-title-${area.slug}`}
        className="h-auto w-full"
      >
        <title id={`map-title-${area.slug}`}>
          {`Map of our service area with ${area.name} highlighted, ${area.distance} from ${business.homeTown.city}`}
        </title>
        <rect width={W} height={H} fill="#eef6ec" />
        <path
          d={`M0 ${coastY} C ${W * 0.3} ${coastY - 12}, ${W * 0.6} ${coastY + 10}, ${W} ${coastY - 6} L ${W} ${H} L 0 ${H} Z`}
          fill="#7cc4e8"
        />
        <path
          d={`M0 ${coastY + 14} C ${W * 0.3} ${coastY + 2}, ${W * 0.6} ${coastY + 22}, ${W} ${coastY + 8}`}
          stroke="#f4e4c1"
          strokeWidth="6"
          fill="none"
        />
        {serviceAreas.map((a) => {
          if (a.slug === area.slug) return null;
          const p = project(a.coordinates);
          const label = labels.get(a.slug)!;
          return (
            <g key={a.slug}>
              <circle cx={p.x} cy={p.y} r={TOWN.dotRadius} fill="#334155" />
              <text
                x={label.x}
                y={label.y}
                textAnchor={label.anchor}
                fontSize={TOWN.fontSize}
                fill="#334155"
                fontFamily="system-ui, sans-serif"
              >
                {a.name}
              </text>
            </g>
          );
        })}
        {area.slug !== serviceAreas[0]!.slug && (
          <line
            x1={home.x}
            y1={home.y}
            x2={project(area.coordinates).x}
            y2={project(area.coordinates).y}
            stroke="#b7791f"
            strokeWidth="3"
            strokeDasharray="6 6"
          />
        )}
        {(() => {
          const p = project(area.coordinates);
          const label = labels.get(area.slug)!;
          return (
            <g>
              <circle cx={p.x} cy={p.y} r={13} fill="#f5b544" opacity="0.35" />
              <circle cx={p.x} cy={p.y} r={7} fill="#b7791f" stroke="#fff" strokeWidth="2" />
              <text
                x={label.x}
                y={label.y}
                textAnchor={label.anchor}
                fontSize={HIGHLIGHT.fontSize}
                fontWeight="700"
                fill="#0b1220"
                fontFamily="system-ui, sans-serif"
              >
                {area.name}
              </text>
            </g>
          );
        })()}
      </svg>
      <figcaption className="border-t border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
        {area.name} is {area.distance}
        {` from our ${business.homeTown.city} base.`}{" "}
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${area.coordinates.lat},${area.coordinates.lng}`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-sea-900 underline"
        >
          Open in Google Maps
        </a>
      </figcaption>
    </figure>
  );
}
