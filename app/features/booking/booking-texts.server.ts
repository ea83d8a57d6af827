import { business } from "~/config/business.ts";
import type { Tx } from "~/db/client.server.ts";
import type { bookings } from "~/db/schema.ts";
import { describeArrival } from "./booking-format.ts";
import { sendToCustomer, type MessageRecipient } from "~/platform/customer-messages.server.ts";

// A booking's customer as messages see them, and the confirmation by text
// (asking them to reply C), queued with the booking's confirmation email.

type BookingRow = typeof bookings.$inferSelect;

export const recipientOf = (b: BookingRow): MessageRecipient => ({
  id: b.id,
  customerEmail: b.customerEmail,
  customerPhone: b.customerPhone,
  contactByEmail: b.contactByEmail,
  contactByText: b.contactByText,
});

/** The booking's confirmation by text, for a customer who chose texts (the email is booking-mail's). */
export async function queueConfirmationText(tx: Tx, booking: BookingRow, manageUrl: string, now: Date) {
  await sendToCustomer(
    tx,
    recipientOf(booking),
    {
      key: `confirmed:${booking.id}`,
      text: `${business.name}: you're booked for ${describeArrival(booking.arrivesAt)}. Reply C to confirm you'll be there. Change or cancel: ${manageUrl}`,
    },
    now,
  );
}
