// The address of the booking page with a preselection: plain links from the
// landing, service, area and product pages (no code of the booking flow on
// those pages; the assistant's answers to booking questions). The /book page
// reads the same parameters.

export type BookPreselection = {
  area?: string;
  kind?: string;
  body?: string;
  make?: string;
  model?: string;
  product?: string;
};

export function bookHref(preselect: BookPreselection = {}): string {
  const params = new URLSearchParams();
  for (const key of ["area", "kind", "body", "make", "model", "product"] as const) {
    const value = preselect[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/book?${query}` : "/book";
}
