// Addresses of console pages that several features link to.

/** A booking's lead page, where the owner acts on it. */
export const bookingLeadPath = (bookingId: string) => `/admin/leads/booking/${encodeURIComponent(bookingId)}`;
