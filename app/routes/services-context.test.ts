import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import type { ProductList } from "~/features/catalog/types.ts";
import { createTestServices, routerContextWith } from "~/platform/test-services.server.ts";
import { loader as productsLoader } from "./store-api.products.ts";
import { loader as quoteTokenLoader } from "./quote-token.ts";

// Routes read their services from the router context the server fills
// (app/platform/services.server.ts), never from a module's singleton.

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

/** A loader's arguments; the loaders under test read the request and the context only. */
const argsOf = (context: RouterContextProvider, path: string) => {
  const request = new Request(`http://localhost${path}`);
  return { request, context, params: {}, url: new URL(request.url), pattern: path } as never;
};

describe("routes and the services context", () => {
  it("a loader asked outside the server's context fails loudly, naming what is missing", () => {
    expect(() => quoteTokenLoader(argsOf(new RouterContextProvider(), "/quote-token"))).toThrow(
      /No services in the router context.*servicesContext/,
    );
  });

  it("with the server's wiring on a test database, the loaders answer from it", async () => {
    const context = routerContextWith(await createTestServices({ db: handle.db }));
    const token = (await quoteTokenLoader(argsOf(context, "/quote-token")).json()) as { token: string };
    expect(token.token).toMatch(/^[0-9a-z]{8,12}\./);
    const list = (await (await productsLoader(argsOf(context, "/store/elite-tint/products"))).json()) as ProductList;
    expect(list.products.length).toBeGreaterThan(0);
  });
});
