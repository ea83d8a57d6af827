import { z } from "zod";
import { blankToUndefined, pageField } from "~/features/admin/schemas.ts";
import { serviceAreas } from "~/config/areas.ts";
import { services } from "~/features/quote/fields.ts";

// What the console's lead pages send, checked by one schema in the browser
// and on the server: the list's filters (a GET form), a lead's status and a
// note. Field errors are keyed by the form field's name.

z.config({ jitless: true });

/** The database checks the same list (db/schema-leads.ts). */
export const leadStatuses = ["new", "contacted", "quoted", "booked", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  booked: "Booked",
  won: "Won",
  lost: "Lost",
};

/** Where a lead came from: each source is one branch of the leads query (leads.server.ts). */
export const leadSources = ["quote", "chat", "booking"] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceLabels: Record<LeadSource, string> = {
  quote: "Quote form",
  chat: "Assistant chat",
  booking: "Online booking",
};

export const PAGE_SIZE = 50;
export const SEARCH_MAX = 100;
export const NOTE_MAX = 2000;

const oneOf = <T extends readonly string[]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values as unknown as [T[number], ...T[number][]], { message }).optional());

const areaSlugs = serviceAreas.map((a) => a.slug) as [string, ...string[]];
const serviceValues = services.map((s) => s.value) as [string, ...string[]];

export const leadFiltersSchema = z.object({
  status: oneOf(leadStatuses, "Choose a status from the list."),
  service: oneOf(serviceValues, "Choose a service from the list."),
  area: oneOf(areaSlugs, "Choose an area from the list."),
  source: oneOf(leadSources, "Choose a source from the list."),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(SEARCH_MAX, `Search for at most ${SEARCH_MAX} characters.`).optional(),
  ),
  page: pageField,
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;
export type LeadFilterField = keyof LeadFilters;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The filters of a list URL's query: the valid ones, and a message for each bad one (that filter is dropped). */
export function readLeadFilters(params: URLSearchParams): {
  filters: LeadFilters;
  errors: FieldErrors<LeadFilterField>;
} {
  const raw = Object.fromEntries(
    (["status", "service", "area", "source", "q", "page"] as const).map((k) => [k, params.get(k) ?? undefined]),
  );
  const parsed = leadFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data, errors: {} };
  const errors: FieldErrors<LeadFilterField> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as LeadFilterField;
    errors[key] ??= issue.message;
  }
  const clean = { ...raw };
  for (const key of Object.keys(errors)) delete clean[key];
  return { filters: leadFiltersSchema.parse(clean), errors };
}

export const leadStatusSchema = z.object({
  status: z.enum(leadStatuses, { message: "Choose a status from the list." }),
});

export const leadNoteSchema = z.object({
  note: z
    .string({ message: "Write a note first." })
    .trim()
    .min(1, "Write a note first.")
    .max(NOTE_MAX, `Keep a note under ${NOTE_MAX} characters (split a longer one in two).`),
});

/** The query string of a list URL for these filters (page 1 left out). */
export function leadFiltersQuery(filters: Partial<LeadFilters>): string {
  const params = new URLSearchParams();
  for (const key of ["status", "service", "area", "source", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params.toString();
}
