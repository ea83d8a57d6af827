import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

// Imports between feature folders go one way (STYLE.md "Which way imports
// flow"): a cycle between features means neither can be read, changed or
// tested without the other. Every file counts, tests and type-only imports
// included.

const featuresDir = import.meta.dirname;

type Edge = { from: string; to: string; file: string; specifier: string };

const importPatterns = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  /^\s*import\s*["']([^"']+)["']/gm,
];

function importSpecifiers(source: string): string[] {
  return importPatterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!));
}

/** The feature folder a specifier written in `file` points into, if any. */
function featureOf(file: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith("~/features/")) target = join(featuresDir, specifier.slice("~/features/".length));
  else if (specifier.startsWith(".")) target = resolve(dirname(file), specifier);
  else return undefined;
  const rel = relative(featuresDir, target);
  if (rel.startsWith("..")) return undefined;
  return rel.split(sep)[0];
}

function readFeatureEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const files = readdirSync(join(featuresDir, feature.name), { recursive: true, encoding: "utf8" }).filter((f) =>
      /\.tsx?$/.test(f),
    );
    for (const name of files) {
      const file = join(featuresDir, feature.name, name);
      for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
        const to = featureOf(file, specifier);
        if (to && to !== feature.name)
          edges.push({ from: feature.name, to, file: relative(featuresDir, file), specifier });
      }
    }
  }
  return edges;
}

/** Each cycle once, as the features it passes through, starting from its alphabetically first feature. */
function findCycles(edges: Pick<Edge, "from" | "to">[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const nodes = [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort();
  const cycles: string[][] = [];
  // Johnson-style enumeration, small enough here: a cycle is reported from its smallest node only.
  for (const start of nodes) {
    const path = [start];
    const walk = (node: string) => {
      for (const to of [...(next.get(node) ?? [])].sort()) {
        if (to === start) cycles.push([...path]);
        else if (to > start && !path.includes(to)) {
          path.push(to);
          walk(to);
          path.pop();
        }
      }
    };
    walk(start);
  }
  return cycles;
}

function describeCycle(cycle: string[], edges: Edge[]): string {
  const steps = cycle.map((from, i) => {
    const to = cycle[(i + 1) % cycle.length]!;
    const via = edges.filter((e) => e.from === from && e.to === to).map((e) => `${e.file} imports ${e.specifier}`);
    return `  ${from} -> ${to}: ${via.join("; ")}`;
  });
  return `${[...cycle, cycle[0]].join(" -> ")}\n${steps.join("\n")}`;
}

describe("imports between features", () => {
  const edges = readFeatureEdges();

  it("form no cycle", () => {
    const cycles = findCycles(edges).map((c) => describeCycle(c, edges));
    expect(cycles, `cycles between app/features folders:\n${cycles.join("\n")}`).toEqual([]);
  });

  it("take checkout's code to the catalogue through its one interface (and the shared id and price formats)", () => {
    const allowed = [
      "~/features/catalog/for-checkout.server.ts",
      "~/features/catalog/schema.ts",
      "~/features/catalog/price.ts",
    ];
    // A test may compose the route as it runs (the store middleware in front of the checkout).
    const other = edges.filter(
      (e) =>
        e.from === "checkout" && e.to === "catalog" && !allowed.includes(e.specifier) && !/\.test\.tsx?$/.test(e.file),
    );
    expect(other.map((e) => `${e.file} imports ${e.specifier}`)).toEqual([]);
  });

  it("are read from every form an import takes", () => {
    const source = [
      'import { a } from "~/features/one/a.ts";',
      'import type {\n  B,\n  C,\n} from "../two/b.ts";',
      'export { d } from "./d.ts";',
      'const e = lazy(() => import("~/features/three/e.tsx"));',
      'import "~/features/four/side-effect.ts";',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(
      [
        "../two/b.ts",
        "./d.ts",
        "~/features/four/side-effect.ts",
        "~/features/one/a.ts",
        "~/features/three/e.tsx",
      ].sort(),
    );
  });

  it("name every cycle the check would find, once each", () => {
    const graph = [
      { from: "cart", to: "catalog" },
      { from: "catalog", to: "cart" },
      { from: "seo", to: "content" },
      { from: "content", to: "areas" },
      { from: "areas", to: "seo" },
      { from: "checkout", to: "catalog" },
    ];
    expect(findCycles(graph)).toEqual([
      ["areas", "seo", "content"],
      ["cart", "catalog"],
    ]);
    expect(findCycles(graph.filter((e) => e.from !== "catalog" && e.from !== "areas"))).toEqual([]);
  });
});
