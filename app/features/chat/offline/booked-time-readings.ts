import type { Knowledge } from "../knowledge.server.ts";
import { lowerFirst } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { bookingHref } from "./booking-link.ts";
import { hoursUntilNamed } from "./booking-time-readings.ts";
import type { Intent } from "./intents.ts";
import { hoursSentence, link, phoneSentence } from "./phrases.ts";

// Round 10's readings of a booked time, the job's length and the hour (decision 042's left-overs): the
// hold that lets a time go after some minutes, a time called off in other words ("if I bail"), the
// deposit lost or kept, a time today or tomorrow asked after ("tomorrow at 10 open?"), the vehicle
// "tied up" by a job, and "closing soon?". Each adds the intent whose answer states the fact; a time
// asked for that is closer than the booking page's notice is answered here.

/** "How many minutes before it lets go of my spot?": the hold on a time while its deposit is paid. */
const HOLD_RELEASED =
  /\b(lets?|letting) go of (my|the|our) (spot|slot|time|appointment|reservation)\b|\b(it|they|the (site|system|page|calendar|booking( page)?)) (lets?|letting) (it |that |them )?go\b|\b(releases?|drops?|gives? (up|away)|frees? up|loses?) (my|the|our) (spot|slot|time|reservation|hold)\b|\b(spot|slot|time|reservation|hold) (expires?|times? out|runs? out|gets? (released|dropped|let go))\b/;
const HOW_LONG = /\bhow (long|many (minutes|mins)|much time)\b|\bminutes?\b/;

/** "If I bail", "back out", "call it off", "no-show": a booked time called off. */
const CALLED_OFF =
  /\b(bail|bails|bailed|bailing|back(s|ed|ing)? out|pull(s|ed|ing)? out|call(s|ed|ing)? (it|the (appointment|appt|booking|job)) off|no.?shows?|flak(e|es|ed|ing)( out)?)\b/;
/** Money or a booked time named with it: the deposit's rule. */
const BOOKED_OR_PAID =
  /\b(deposit|money|bucks|dollars|refund\w*|appointment|appt|booking|slot|spot|reservation|(days?|hours?|week) (before|ahead|out|prior))\b|\$\d/;
/** "Do I lose the 50 bucks?", "do you keep my deposit?", "is the deposit gone?": whether the deposit is kept. */
export const DEPOSIT_LOST =
  /\b(lose|loses|lost|losing|forfeit\w*|keep|keeps|kept)( the| my| our| that| your)? (deposit|money|down payment|\$\d+|\d+ ?(dollars|bucks))\b|\b(deposit|down payment) (is |be |get |gets )?(gone|lost|kept|forfeit\w*)\b/;

/** "How long is the car tied up?", "how long will I be without my truck?": the job's length. */
const TIED_UP =
  /\bhow long (is|will|would|does|do) (the|my|our|your|a|an) (car|truck|suv|van|vehicle|ride|jeep)( \w+)? (be )?(tied up|out of (commission|action|service)|off the road|unavailable|stuck|parked)\b|\bhow long (will|would|do) (i|we) (be|go) without (it|my|our|the)\b|\bhow long (is|will) (it|the car|my car) (be )?tied up\b/;

/** "Closing soon?", "about to close?": whether we're still open at this moment. */
const CLOSING_SOON =
  /\b(clos(e|es|ing)|shut(ting)? down|wrap(ping)? up) (soon|shortly|up soon|in a (bit|few|minute|sec))\b|\babout to (close|shut|wrap up)\b/;

/** A time of day soon ("tomorrow at 10", "today at 3"), with the time asked whether it is open or free. */
const SOON_DAY = /\b(today|tonight|tomorrow|this (morning|afternoon|evening))\b/;
const CLOCK = /\b(at|around|for) \d{1,2}(:\d\d)?\b/;
/** "Open for my Sonata", "anything free", "a slot": the time's availability ("are you open" asks our hours). */
const SLOT_OPEN =
  /(?<!\b(you|u|y'?all|yall|are|r|be|guys|still|ur|you're|youre) )\b(open|free|available|taken)\b|\b(openings?|slots?|spots?)\b/;

/** The intents these readings add to those of a normalized text (intents.ts calls it last). */
export function bookedTimeReadings(text: string, intents: Set<Intent>): void {
  if (HOLD_RELEASED.test(text) && HOW_LONG.test(text)) {
    intents.add("deposit");
    intents.delete("book");
  }
  if (DEPOSIT_LOST.test(text) || (CALLED_OFF.test(text) && BOOKED_OR_PAID.test(text))) intents.add("deposit");
  // ("If we back out of the appointment": a time booked already, not one to book.)
  if (CALLED_OFF.test(text) && intents.has("deposit")) intents.delete("book");
  if (TIED_UP.test(text)) intents.add("duration");
  if (CLOSING_SOON.test(text)) intents.add("openNow");
  if (SOON_DAY.test(text) && CLOCK.test(text) && SLOT_OPEN.test(text) && !intents.has("deposit")) intents.add("book");
}

/**
 * "Tomorrow at 10 open for my Sonata?" at 3 PM: a time named for booking that is closer than the booking
 * page's notice, which only the phone can still take; null when there is no such time.
 */
export function tooSoonToBook(k: Knowledge, a: Analysis, now: Date): string | null {
  // "My appointment is tomorrow at 9": a time already booked (the deposit's answer moves it).
  if (/\b(my|our) (appointment|appt|booking|reservation)\b|\b(i'?m|we'?re|i am|we are) booked\b/.test(a.text))
    return null;
  const away = hoursUntilNamed(k, a.text, now);
  const lead = k.booking.minLeadHours;
  if (away === null || away >= lead) return null;
  return `Not online: ${link("our booking page", bookingHref(a))} takes times from ${lead} hours ahead, and that time is about ${Math.max(1, Math.round(away))} hours away. For a time that soon, ${phoneSentence(k)}; ${lowerFirst(hoursSentence(k))}.`;
}
