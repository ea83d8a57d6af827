import type { Knowledge, ProductFact } from "../knowledge.server.ts";
import { normalize } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link } from "./phrases.ts";
import { isYesNoQuestion } from "./question-shape.ts";

// "$49 for the consult, is that money gone if I end up hiring you?", "does the
// visit fee count toward the job?": what becomes of a fee once the work is
// booked, in the product's own words (its information rows), with its price.

/** Asking whether money paid for one thing is lost, or counts toward the job. */
const FEE_FATE =
  /\b(money|fee|charge|the \$?\d+)\b.{0,25}\b(gone|lost|wasted|refund\w*|back|credit\w*|counts?|go(es)? (toward|towards|to)|applied|put toward|come off|comes off|deduct\w*)\b|\b(lose|losing|waste|wasting)\b.{0,15}\b(money|fee|it|that)\b/;
/** Asking whether the money is lost, not whether it counts. */
const LOST = /\b(gone|lost|wasted|lose|losing|waste|wasting)\b/;
/** A row of the product's information that says what becomes of its fee. */
const FEE_ROW = /\b(credit\w*|refund\w*|deduct\w*|toward|towards|comes off|taken off)\b/i;

/** The products a message names by their words ("the consult", "the visit") or their price ("$49"). */
function productsNamed(k: Knowledge, a: Analysis): ProductFact[] {
  const words = a.text.split(/[^a-z0-9]+/).filter((w) => w.length >= 5);
  const amounts = [...a.text.matchAll(/\$ ?(\d{1,4})(?:\.00)?\b|\b(\d{1,4}) (?:dollars?|bucks)\b/g)].map(
    (m) => Number(m[1] ?? m[2]) * 100,
  );
  return k.products.filter(
    (p) =>
      a.products.includes(p) ||
      p.variants.some((v) => amounts.includes(v.cents)) ||
      normalize(`${p.title} ${p.subtitle ?? ""} ${p.variants.map((v) => v.title).join(" ")}`)
        .split(/[^a-z0-9]+/)
        .some((t) => words.some((w) => t.startsWith(w))),
  );
}

/** What the product's page says of its fee once the job is booked, or null when no product named says. */
export function feeCreditAnswer(k: Knowledge, a: Analysis): string | null {
  if (!FEE_FATE.test(a.text)) return null;
  const found = productsNamed(k, a)
    .map((p) => ({ p, row: p.info.find((i) => FEE_ROW.test(i.description)) }))
    .filter((x) => x.row !== undefined);
  if (found.length !== 1) return null;
  const { p, row } = found[0]!;
  const price = p.variants.length === 1 ? ` is ${p.variants[0]!.price}` : "";
  const said = `the ${link(p.title, p.path)}${price}${price ? ", and" : ":"} ${row!.description.replace(/^./, (c) => c.toLowerCase())}`;
  // "Is that money gone?" is answered no, "is it credited?" yes; an open question gets the row as it reads.
  if (!isYesNoQuestion(a.text)) return said.replace(/^./, (c) => c.toUpperCase());
  return `${LOST.test(a.text) ? "No, it isn't lost" : "Yes"}: ${said}`;
}
