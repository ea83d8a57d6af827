/**
 * npm run bench:assistant — what the assistant's learned parts cost (issue 26:
 * "server memory growth <= 50 MB for the model"): the heap the nlp.js
 * classifier and the spelling corrector add once trained and loaded, and the
 * time of one reading of each, against normalizing the same message (the
 * baseline measured in the same run). Latency per request is printed by
 * `npm run eval:chat`.
 */
import { createAppLoader } from "../scripts/app-loader.ts";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc (npm run bench:assistant does)");

const MESSAGES = [
  "how much is ceramik tint on a 2019 camery",
  "does the warrenty cover pealing",
  "can i get an apointment tomorow for my tahoe",
  "my wife just bought a rav4 and the sun in pace is brutal, what would the back windows run us",
  "is 20 legal on the back of my civic",
];

const vite = await createAppLoader();
try {
  const { getKnowledge } = await vite.ssrLoadModule("/app/features/chat/knowledge.server.ts");
  const { createTestDb } = await vite.ssrLoadModule("/app/db/test-db.server.ts");
  const { classify } = await vite.ssrLoadModule("/app/features/chat/offline/classifier.server.ts");
  const { correctSpelling } = await vite.ssrLoadModule("/app/features/chat/offline/spelling.server.ts");
  const { normalize } = await vite.ssrLoadModule("/app/features/chat/text.ts");
  const db = await createTestDb();
  const k = await getKnowledge(db.db);
  const used = () => {
    gc!();
    gc!();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const timed = async (fn: (text: string) => unknown, rounds = 200) => {
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const m of MESSAGES) await fn(m);
    return (performance.now() - started) / (rounds * MESSAGES.length);
  };

  const base = used();
  let started = performance.now();
  await classify(k, "warm up");
  const trainMs = performance.now() - started;
  const afterClassifier = used();
  started = performance.now();
  correctSpelling(normalize("warm up the ceramik dictionary"), k);
  const loadMs = performance.now() - started;
  const afterSpelling = used();

  const baseline = await timed((m) => normalize(m));
  const spelling = await timed((m) => correctSpelling(normalize(m), k));
  const classifying = await timed((m) => classify(k, m), 20);
  const growth = afterSpelling - base;
  console.log(`classifier: +${mb(afterClassifier - base)} (trained in ${trainMs.toFixed(0)} ms)`);
  console.log(`spelling corrector: +${mb(afterSpelling - afterClassifier)} (loaded in ${loadMs.toFixed(0)} ms)`);
  console.log(`together: +${mb(growth)}, ${((100 * growth) / 50e6).toFixed(0)}% of the 50 MB goal`);
  console.log(
    `one message: normalize ${baseline.toFixed(3)} ms; + spelling ${spelling.toFixed(3)} ms (${(spelling / baseline).toFixed(1)}x); classify ${classifying.toFixed(2)} ms (${(classifying / baseline).toFixed(0)}x)`,
  );
  await db.close();
} finally {
  await vite.close();
}
