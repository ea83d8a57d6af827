import { gzipSync } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { getEnv } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { answerJsonErrors, HttpError, jsonErrorResponse } from "~/lib/http-error.ts";
import { getProduct, listProducts, listVariantStock } from "./catalog.server.ts";
import { versionedCache } from "./catalog-version.server.ts";
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

// Catalogue reads are answered from copies made under the catalogue's current
// version (catalog-version.server.ts): every write drops them, so the next
// read after a purchase, payment, expiry or edit is the database's. Each copy
// is held as JSON and gzipped once, not compressed per response.
type Encoded = { status: number; body: Buffer; gzip: Buffer };
const answers = versionedCache<Encoded>(1000);

async function cachedJson(
  request: Request,
  key: string,
  produce: () => Promise<{ status?: number; value: unknown }>,
  cacheControl = "no-cache",
): Promise<Response> {
  const answer = await answers(key, async () => {
    const { status = 200, value } = await produce();
    const body = Buffer.from(JSON.stringify(value), "utf8");
    return { status, body, gzip: gzipSync(body, { level: 6 }) };
  });
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": cacheControl,
    Vary: "Accept-Encoding",
  };
  if (/\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "") && answer.body.length > 1024) {
    headers["Content-Encoding"] = "gzip";
    return new Response(new Uint8Array(answer.gzip), { status: answer.status, headers });
  }
  return new Response(new Uint8Array(answer.body), { status: answer.status, headers });
}

function badRequest(error: unknown): never {
  if (error instanceof QueryError) throw new HttpError(400, error.message);
  throw error;
}

export const productListResponse = answerJsonErrors(async (request: Request, db: () => Promise<Db>) => {
  const url = new URL(request.url);
  let query;
  try {
    query = parseProductListQuery(url.searchParams);
  } catch (error) {
    badRequest(error);
  }
  return cachedJson(request, `list?${JSON.stringify(query)}`, async () => ({
    value: await listProducts(await db(), query),
  }));
});

export const productResponse = answerJsonErrors(
  async (request: Request, productId: string | undefined, db: () => Promise<Db>) => {
    let query;
    try {
      query = parseProductQuery(productId ?? "", new URL(request.url).searchParams);
    } catch (error) {
      badRequest(error);
    }
    return cachedJson(request, `product?${JSON.stringify(query)}`, async () => {
      const product = await getProduct(await db(), query.id);
      if (!product) return { status: 404, value: { error: `Unknown product: ${query.id}` } };
      const body = query.field
        ? Object.fromEntries(query.field.map((f) => [f, product[f as keyof typeof product]]))
        : product;
      return { value: body };
    });
  },
);

export const variantStockResponse = answerJsonErrors(async (request: Request, db: () => Promise<Db>) => {
  let query;
  try {
    query = parseVariantStockQuery(new URL(request.url).searchParams);
  } catch (error) {
    badRequest(error);
  }
  return cachedJson(
    request,
    `variants?${JSON.stringify(query)}`,
    async () => ({ value: { variants: await listVariantStock(await db(), query.product_ids) } }),
    "no-store",
  );
});
