import { getEnv } from "~/config/env.server.ts";
import { type LocalDate } from "~/config/booking.ts";
import { type AppServices } from "~/platform/services.server.ts";
import { depositRule } from "./booking-format.ts";
import { bookingConfigOf, findFreeSlots, firstBookableDay, jobSizeOf } from "./bookings.server.ts";
import { choiceToSearchParams } from "./choice.ts";
import { choiceFromSearchParams } from "./choice-schema.ts";
import { type SlotDay } from "./components/slot-picker.tsx";
import { detailLimits } from "./details.ts";
import { estimateJob } from "./estimate.server.ts";
import { horizonNote, lastBookableDay, parseLocalDate } from "./horizon.ts";
import { releasedHoldDetails } from "./released-hold.server.ts";
import { groupSlots } from "./slot-options.ts";
import { addDays } from "./slots.ts";
import { areaBySlug, resolveWhere } from "./where.ts";

// What /book/when shows (its loader): the job re-priced, the address placed,
// and a week of free times read now.

const DAYS_SHOWN = 7;

type Where =
  | { kind: "none" }
  | { kind: "inside"; area: { slug: string; name: string }; label: string; travelMinutes: number }
  | { kind: "outside" | "unknown" | "invalid"; message: string };

function whereOf(params: URLSearchParams): Where {
  const text = (params.get("where") ?? "").trim();
  const preferred = params.get("area");
  if (text.length > detailLimits.where)
    return { kind: "invalid", message: `Please keep the address under ${detailLimits.where} characters.` };
  if (!text) {
    const area = areaBySlug(preferred);
    return area
      ? { kind: "inside", area: { slug: area.slug, name: area.name }, label: area.name, travelMinutes: 0 }
      : { kind: "none" };
  }
  const answer = resolveWhere(text, preferred);
  if (answer.kind !== "inside") return answer;
  return {
    kind: "inside",
    area: { slug: answer.area.slug, name: answer.area.name },
    label: answer.label,
    travelMinutes: 0,
  };
}

/** Everything the page shows, from the address alone: re-priced, re-located and the free times read now. */
export async function whenPageOf(url: URL, services: AppServices) {
  const params = url.searchParams;
  const parsed = choiceFromSearchParams(params);
  const backHref = `/book?${new URLSearchParams([...params].filter(([k]) => !["where", "from", "released", "held"].includes(k))).toString()}`;
  if (!parsed.ok) return { state: "bad-choice" as const, problems: Object.values(parsed.errors), backHref };
  const db = await services.db();
  const now = new Date();
  const config = await bookingConfigOf(db, now);
  const estimate = await estimateJob(db, parsed.choice, config);
  const choiceParams = choiceToSearchParams(parsed.choice).toString();
  const job = {
    summary: estimate.summary,
    priceCents: estimate.priceCents,
    range: estimate.range,
    depositCents: estimate.depositCents,
    durationMinutes: estimate.durationMinutes,
  };
  if (!estimate.bookable)
    return { state: "not-bookable" as const, problems: estimate.problems.map((p) => p.message), backHref, job };
  const where = whereOf(params);
  const whereText = (params.get("where") ?? "").slice(0, detailLimits.where);
  let days: SlotDay[] = [];
  let nextFrom: LocalDate | null = null;
  let prevFrom: LocalDate | null = null;
  if (where.kind === "inside") {
    const size = jobSizeOf(estimate, where.area.slug, config.travel);
    if ("problem" in size) return { state: "not-bookable" as const, problems: [size.problem], backHref, job };
    const first = firstBookableDay(now, config);
    const last = lastBookableDay(now, config);
    const asked = parseLocalDate(params.get("from"));
    const from = asked && asked > first && asked <= last ? asked : first;
    days = groupSlots(await findFreeSlots(db, { size, from, days: DAYS_SHOWN, now, config }));
    nextFrom = addDays(from, DAYS_SHOWN) <= last ? addDays(from, DAYS_SHOWN) : null;
    prevFrom = from > first ? (addDays(from, -DAYS_SHOWN) < first ? first : addDays(from, -DAYS_SHOWN)) : null;
    where.travelMinutes = size.travelMinutes;
  }
  return {
    state: "ready" as const,
    backHref,
    job,
    choiceParams,
    where,
    whereText,
    days,
    nextFrom,
    prevFrom,
    released: params.get("released") === "1",
    /** A payment cancelled: the released hold's details, typed again for the visitor. */
    restored: await releasedHoldDetails(db, params.get("held")),
    rule: depositRule(estimate.depositCents),
    horizon: horizonNote(now, config),
    leadHours: config.minLeadHours,
    holdMinutes: config.holdMinutes,
    /** Texts are offered only once the site can send them (TWILIO_ACCOUNT_SID). */
    textsOffered: textsConfigured(),
  };
}

/** Whether the server can text customers; without it every message goes by email. */
export const textsConfigured = () => Boolean(getEnv().TWILIO_ACCOUNT_SID);
