import { serviceAreas } from "~/config/areas.ts";
import { services } from "~/features/quote/fields.ts";

// How the console writes a lead's pieces: dates in the business's time zone,
// phones as the owner dials them, service and area names.

export { formatDateTime as formatWhen } from "~/lib/date-time.ts";

/** A US phone's ten digits, from "+18505550142" or "(850) 555-0142"; null when it is not one. */
function usDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

export function displayPhone(phone: string): string {
  const d = usDigits(phone);
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

/** The number for tel: and sms: links (E.164 for a US number). */
export function dialPhone(phone: string): string {
  const d = usDigits(phone);
  return d ? `+1${d}` : phone.replace(/[^\d+]/g, "");
}

export function serviceName(value: string | null): string | null {
  return value ? (services.find((s) => s.value === value)?.label ?? value) : null;
}

export function areaName(slug: string): string {
  return serviceAreas.find((a) => a.slug === slug)?.name ?? slug;
}
