import type { Knowledge } from "../knowledge.server.ts";
import type { Intent } from "./intents.ts";
import { phoneSentence } from "./phrases.ts";

// Round 9's readings of booking, hours and paying (decision 040's left-overs):
// the hold's minutes, moving "it" online, the hold money coming off, all due
// when booking, the card named by its brand, a hose or water asked for, someone
// "still on" before we close, a missed evening, the phone line's opening, and
// "can you do it Saturday". Each adds the intent whose answer states the fact.

const WEEKDAY = "(mon|tues|wednes|thurs|fri|satur|sun)days?|sat|sun|the weekend";

/** "How many minutes do I have to finish paying?": the hold while paying the deposit. */
const HOLD_MINUTES =
  /\bhow (long|much time|many (minutes|mins)) (do|will|would|does) (i|we|you|it) (have|get|give( me)?|hold( it)?)\b.{0,30}\b(pay\w*|check\w* ?out|finish\w*)\b/;
/** "My appointment is tomorrow, can I still move it online?": changing a time booked. */
const MOVE_IT =
  /\b(appointment|appt|booking|reservation|time slot|slot)\b.{0,50}\b(move|change|switch|push|shift|swap|bump|reschedul\w*)\w* (it|that|this)\b|\b(move|change|switch|push|shift|swap|bump)\w* (it|that|this)\b.{0,20}\bonline\b/;
/** "Does the hold money get subtracted?": the deposit coming off the price. */
const HOLD_MONEY =
  /\b(hold|holding|booking|reservation|reserve) (money|fee|payment|amount|charge|cash)\b|\b(money|fee|payment|amount|charge)\b.{0,30}\b(subtract\w*|deduct\w*|taken off|come?s? off|credited|applied|count\w* (toward|towards|against))\b/;
/** "Is it all due when I reserve online or later?": how much is paid when booking. */
const ALL_DUE =
  /\b(is|it'?s|its) (it )?(all|everything|the (whole|full|entire) (amount|price|thing|total|bill)) (due|paid|owed|charged)\b|\b(all|everything|the (whole|full|entire) (amount|price|total|bill)) (due|paid|charged) (when|at|up ?front|online)\b|\bpay (it )?(all|in full|everything|the (whole|full|entire) (amount|price|thing|total|bill)) (when|at|up ?front|online|now)\b/;
/** "Can I put the balance on my Visa?": a card, by its brand or as the balance charged to it. */
const CARD_NAMED =
  /\b(visa|master ?card|amex|american express|discover card)\b|\b(put|charge|run) (it|the (balance|rest|remainder|total|remaining( \w+)?))\b.{0,20}\b(on|to) (my|a|the) (card|credit|debit)\b/;
/** "Do I need to run a hose out for you?": water or power the crew would need from the customer. */
const HOSE_ASKED =
  /\b(have|get|leave|set)\b.{0,12}\b(garden )?(hose|water|spigot|outlets?|power|extension cords?)\b.{0,25}\bready\b|\b(run|set|lay|put|drag|hook|pull)\w* (out |up )?(a |the |my |an |any )?(garden )?(hose|extension cords?|water)\b/;
/** "Is someone still on before you close?", "did I miss y'all for tonight?": reaching us at this moment. */
const STILL_ON =
  /\b(some ?(one|body)|any ?(one|body)|you|u|y'?all)( guys)? still (on|on the (phone|line|chat)|here|answering)\b|\bbefore (you|u|y'?all)( guys)? (close|shut|clock out|log off|go home)\b|\bdid i (just )?miss (you|u|y'?all|you guys|the (shop|office|phones?))\b|\b(am i )?too late (to|for) (call|reach|text|catch|get)\w*\b/;
/** "When does the phone line open up this morning?": the opening time. */
const LINE_OPENS =
  /\bwhen (does|do|will) (the |your )?(phones?( lines?)?|lines?|office|shop|chat|business|store|(you|u|y'?all)( guys)?) (open|opens|open up|start|come on|get answered|pick up)\b/;
/** "Calling from Orlando, is 7 your time or mine?": whose clock the hours are on, the time zone. */
export const WHOSE_CLOCK =
  /\bmy time\b(?! ?slots?)|\btime ?zone\b|\b(your|ur|y'?all'?s) time or (mine|my|ours)\b|\bmy time or (yours|your)\b|\bwhose (time|clock)\b/;
/** "Can you do it Saturday then?": a day asked of us, which the booking page and the hours answer. */
const DO_IT_ON_A_DAY = new RegExp(
  `\\b(can|could|would|will) (you|u|y'?all)( guys)? (do|fit|come|make|tint|get to)\\b.{0,25}\\b(on )?(${WEEKDAY})\\b`,
);

/** The intents these readings add to those of a normalized text (intents.ts calls it last). */
export function bookingTimeReadings(text: string, intents: Set<Intent>): void {
  if (HOLD_MINUTES.test(text) || MOVE_IT.test(text) || ALL_DUE.test(text)) {
    intents.add("deposit");
    intents.delete("book");
  }
  if (HOLD_MONEY.test(text)) intents.add("deposit");
  if (CARD_NAMED.test(text)) intents.add("payment");
  if (HOSE_ASKED.test(text)) intents.add("dayOf");
  // ("Can you come tomorrow before you close?" names another day: not this moment.)
  if (
    STILL_ON.test(text) &&
    !new RegExp(`\\b(tomorrow|next|${WEEKDAY})\\b|\\b\\d{1,2}(:\\d\\d)? ?(am|pm)\\b`).test(text)
  )
    intents.add("openNow");
  if (LINE_OPENS.test(text))
    intents.add(/\b(now|today|this (morning|afternoon|evening)|yet)\b/.test(text) ? "openNow" : "hours");
  if (DO_IT_ON_A_DAY.test(text)) intents.add("book");
  if (WHOSE_CLOCK.test(text)) intents.add("hours");
}

/** Is it all due when booking? The question the deposit's answer opens with "No, only the deposit". */
export const asksAllDue = (text: string) => ALL_DUE.test(text);

/** "Do I need to run a hose out?": asked whether the customer must supply water. */
export const asksForWater = (text: string) =>
  HOSE_ASKED.test(text) ||
  /\b(do|will|would|should) (i|we) (need|have|gotta) (to )?(give|provide|supply|bring|have|get)\b.{0,20}\b(water|hose)\b/.test(
    text,
  );

/** The local day (days since epoch) and minutes after midnight of an instant in the business's time zone. */
function localClock(k: Knowledge, now: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: k.business.hours.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "At 10", "at 2:30 pm": minutes after midnight; an hour with no am or pm read as a working day reads it. */
function clockOf(text: string): number | null {
  const m =
    /\b(?:at|by|around|for) (\d{1,2})(?::(\d\d))? ?(am|pm|a m|p m)?\b(?![%.]| ?(?:percent|pct|miles?|minutes?|mins?|hours?|days?))/.exec(
      text,
    );
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return null;
  const hour = Number(m[1]) % 12;
  const pm = m[3] ? m[3].startsWith("p") : hour < 7;
  return (hour + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0);
}

/** Hours from now to the time a text names (today or tomorrow, at a clock time), or null (none, or already past). */
export function hoursUntilNamed(k: Knowledge, text: string, now: Date): number | null {
  const clock = clockOf(text);
  if (clock === null) return null;
  const days = /\btomorrow\b/.test(text)
    ? 1
    : /\b(today|tonight|this (morning|afternoon|evening))\b/.test(text)
      ? 0
      : null;
  if (days === null) return null;
  const hoursAway = (days * 24 * 60 + clock - localClock(k, now).minutes) / 60;
  return hoursAway < 0 ? null : hoursAway;
}

/**
 * "My appointment is tomorrow at 10, can I still move it online?": when the time named (today or tomorrow, at
 * a clock time) is closer than the change cutoff, the answer that it can no longer be moved online; else null.
 */
export function changeTooLate(k: Knowledge, text: string, now: Date): string | null {
  const hoursAway = hoursUntilNamed(k, text, now);
  const cutoff = k.booking.changeCutoffHours;
  if (hoursAway === null || hoursAway >= cutoff) return null;
  return `Not online any more: a time can be moved or cancelled online up to ${cutoff} hours before it, and yours is about ${Math.max(1, Math.round(hoursAway))} hours away. To move it now, ${phoneSentence(k)}.`;
}

/** "Can I use the same one on it?" after a medical exemption and a new vehicle: carrying the certificate over. */
export const CARRIED_OVER =
  /\b(same (one|certificate|exemption|paper\w*|card|letter|cert)|transfer\w*|carry (it |that |this )?over|move (it|that|this) over|switch (it|that|this) (over|to)|still (good|valid|count|work)\w*|use (it|that|this|the same( one)?) (on|for|with) (my |the |a |our )?(new|other|next|another|second)\b)\b/;

/** "No issue with that?", "is that ok?", "am I good?": whether what was just named is allowed. */
export const ALLOWED_ASKED =
  /^((so|and|but|ok|okay),? )*((no|any) (issues?|problems?|trouble) with (that|it|this)|(is|would|will) (that|it|this) (be )?(ok|okay|fine|cool|good|alright|an issue|a problem)|(am i|would i be|will i be|we) (good|ok|okay|fine|legal))\b/;
