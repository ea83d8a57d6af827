// A public page that is the same for every visitor says so in its route's
// `handle`, naming what it shows: the server then renders it once per version
// of that and keeps the copy (server/speed/kept-pages.ts, docs/decisions/029).
// "content": the owner's settings and content (every page shows the hours in
// its footer); "catalog": that and the live catalogue (the shop).

export type KeptPage = "content" | "catalog";
export type KeptPageHandle = { keptPage: KeptPage };

export const keptContentPage: KeptPageHandle = { keptPage: "content" };
export const keptCatalogPage: KeptPageHandle = { keptPage: "catalog" };
