// The few parts of nlp.js (MIT; ships no types) that classifier.server.ts uses.
declare module "@nlpjs/core" {
  import type { Nlp } from "@nlpjs/nlp";
  export type Container = { use(plugin: unknown): void; get(name: "nlp"): Nlp };
  export function containerBootstrap(): Promise<Container>;
}
declare module "@nlpjs/nlp" {
  export class Nlp {
    settings: { autoSave: boolean; log: boolean };
    nluManager: { settings: { log: boolean } };
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number }>;
  }
}
declare module "@nlpjs/lang-en-min" {
  export const LangEn: unknown;
}
declare module "@nlpjs/similarity" {
  export class SpellCheck {
    constructor(settings: { features: Record<string, number>; minLength?: number });
    checkToken(token: string, distance: number): string;
  }
}
