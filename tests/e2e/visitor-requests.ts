import type { APIRequestContext } from "@playwright/test";

// What a visitor's browser without JavaScript sends to book and to buy, for the
// specs that need a booking or an order on a server of their own.

export const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";

/** Holds the first free time for a sedan in Navarre through the booking form (or its .data request). */
export async function holdFirstTime(
  request: APIRequestContext,
  origin: string,
  { headers = {}, data = false }: { headers?: Record<string, string>; data?: boolean } = {},
) {
  const page = await (await request.get(`${origin}/book/when?${SEDAN}&where=32566`)).text();
  const slot = /name="slot" value="([^"]+)"/.exec(page)![1]!;
  return request.post(`${origin}${data ? "/book/when.data" : "/book/when"}?${SEDAN}&where=32566`, {
    headers,
    maxRedirects: 0,
    form: {
      ...Object.fromEntries(new URLSearchParams(SEDAN)),
      where: "32566",
      area: "navarre",
      slot,
      name: "Dana Reyes",
      phone: "850-555-0100",
      email: "dana@example.com",
      address: "12 Gulf Blvd, Navarre, FL 32566",
    },
  });
}

/** Starts the shop's checkout of one $50 gift card, as the cart does. */
export const startGiftCheckout = (request: APIRequestContext, origin: string, headers: Record<string, string> = {}) =>
  request.post(`${origin}/store/elite-tint/checkout`, {
    headers,
    data: {
      items: [{ variant_id: "gift-50", quantity: 1 }],
      successUrl: `${origin}/success`,
      cancelUrl: `${origin}/shop`,
      timeZone: "UTC",
    },
  });
