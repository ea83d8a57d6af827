import type { MiddlewareFunction } from "react-router";
import { getEnv } from "~/config/env.server.ts";
import { getDb } from "~/db/db.server.ts";
import { answerJsonErrors, HttpError, jsonErrorResponse } from "~/lib/http-error.ts";
import { getProduct, listProducts, listVariantStock } from "./catalog.server.ts";
import { parseProductListQuery, parseProductQuery, parseVariantStockQuery, QueryError } from "./schema.ts";

// The store service of SPEC.md 7, mounted under /store/{storeId}. Every
// failure is a JSON body {"error": "..."} with a 4xx status (~/lib/http-error.ts).

export function requireStore(storeId: string | undefined): void {
  if (storeId !== getEnv().STORE_ID) throw new HttpError(404, `Unknown store: ${String(storeId).slice(0, 64)}`);
}

/**
 * The middleware of /store/{storeId} (routes/store-api.ts): an unknown store is
 * answered in JSON before any endpoint under it runs.
 */
export const storeMiddleware: MiddlewareFunction<Response> = async ({ params }, next) => {
  try {
    requireStore(params.storeId);
  } catch (error) {
    return jsonErrorResponse(error);
  }
  return next();
};

// Catalogue reads are cached for a moment: the list is read far more often
// than it changes, and checkout re-checks stock in the database anyway.
const CACHE_MS = 1000;
const cache = new Map<string, { expires: number; body: string }>();

export function invalidateCatalogCache() {
  cache.clear();
}

async function cachedJson(key: string, produce: () => Promise<unknown>): Promise<Response> {
  const now = Date.now();
  let hit = cache.get(key);
  if (!hit || hit.expires < now) {
    hit = { expires: now + CACHE_MS, body: JSON.stringify(await produce()) };
    if (cache.size > 500) cache.clear();
    cache.set(key, hit);
  }
  return new Response(hit.body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

function badRequest(error: unknown): never {
  if (error instanceof QueryError) throw new HttpError(400, error.message);
  throw error;
}

export const productListResponse = answerJsonErrors(async (request: Request) => {
  const url = new URL(request.url);
  let query;
  try {
    query = parseProductListQuery(url.searchParams);
  } catch (error) {
    badRequest(error);
  }
  return cachedJson(`list?${JSON.stringify(query)}`, async () => listProducts(await getDb(), query));
});

export const productResponse = answerJsonErrors(async (request: Request, productId: string | undefined) => {
  let query;
  try {
    query = parseProductQuery(productId ?? "", new URL(request.url).searchParams);
  } catch (error) {
    badRequest(error);
  }
  const product = await getProduct(await getDb(), query.id);
  if (!product) throw new HttpError(404, `Unknown product: ${query.id}`);
  const body = query.field
    ? Object.fromEntries(query.field.map((f) => [f, product[f as keyof typeof product]]))
    : product;
  return Response.json(body, { headers: { "Cache-Control": "no-cache" } });
});

export const variantStockResponse = answerJsonErrors(async (request: Request) => {
  let query;
  try {
    query = parseVariantStockQuery(new URL(request.url).searchParams);
  } catch (error) {
    badRequest(error);
  }
  const variants = await listVariantStock(await getDb(), query.product_ids);
  return Response.json({ variants }, { headers: { "Cache-Control": "no-store" } });
});
