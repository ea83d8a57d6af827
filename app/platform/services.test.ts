import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { orderHookNames } from "~/features/checkout/order-hooks.server.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { createTestServices } from "./test-services.server.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
});
afterAll(async () => handle.close());

describe("the app's services (createServices)", () => {
  it("registers booking's and the balance's order hooks once, however often the services are built", async () => {
    await createTestServices({ db: handle.db });
    await createTestServices({ db: handle.db });
    expect(orderHookNames()).toEqual(["booking", "balance"]);
  });

  it("hands out the given database, the test payment page without Stripe keys, and form tokens with their key", async () => {
    const services = await createTestServices({ db: handle.db });
    expect(await services.db()).toBe(handle.db);
    expect(services.payments).toBe(testProvider);
    expect(services.formTokens.check(services.formTokens.issue())).toMatchObject({ kind: "valid" });
  });
});
