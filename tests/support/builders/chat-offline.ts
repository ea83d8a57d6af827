import { serviceAreas } from "~/config/areas.ts";
import type { AreaFact } from "~/features/chat/knowledge.server.ts";
import type { Analysis } from "~/features/chat/offline/analysis.ts";
import type { Intent } from "~/features/chat/offline/intents.ts";
import type { LawTopic } from "~/features/chat/offline/slots.ts";

// Small builders with overrides for the offline engine's tests.

/** One of the configured service areas by name ("Destin"), as the engine sees it. */
export function buildArea(name: string): AreaFact {
  const area = serviceAreas.find((a) => a.name === name);
  if (!area) throw new Error(`No service area named ${name}`);
  return { ...area, neighborhoods: [], nicknames: [], onBase: null, awayOwner: null, landmarks: [] };
}

type AnalysisOverrides = Partial<Omit<Analysis, "intents" | "lawTopics">> & {
  intents?: Intent[];
  lawTopics?: LawTopic[];
};

/** A message's analysis: nothing asked and nothing named unless overridden. */
export function buildAnalysis({ intents = [], lawTopics = [], ...overrides }: AnalysisOverrides = {}): Analysis {
  return {
    text: "",
    areas: [],
    unknownZip: false,
    unknownPlace: false,
    outsidePlace: null,
    matchedZip: null,
    neighborhood: null,
    vehicle: null,
    vehicleModel: null,
    shade: null,
    groupShades: {},
    serviceKind: null,
    products: [],
    ...overrides,
    intents: new Set(intents),
    lawTopics: new Set(lawTopics),
  };
}
