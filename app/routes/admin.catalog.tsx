import { EyeOff } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/admin.catalog";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { listProductsForConsole } from "~/features/admin-catalog/catalog.server.ts";
import { Pager } from "~/features/admin/components/pager.tsx";
import { formatDollars } from "~/lib/money.ts";
import { servicesOf } from "~/platform/services.server.ts";

// Prices, stock and visibility are the owner's: staff may not open the catalogue.
export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Catalogue | Console" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const page = Number(new URL(args.request.url).searchParams.get("page")) || 1;
  return listProductsForConsole(await servicesOf(args.context).db(), page);
}

const money = formatDollars;

export default function AdminCatalog({ loaderData }: Route.ComponentProps) {
  const { products, page, pages } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="text-2xl font-bold text-ink-950">Catalogue</h1>
      <ul className="grid gap-2" aria-label="Products">
        {products.map((p) => (
          <li key={p.id}>
            <Link
              to={`/admin/catalog/${p.id}`}
              className="grid min-h-11 gap-1 rounded-2xl border-2 border-slate-300 bg-white p-3 text-ink-950 hover:border-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-bold">{p.title}</span>
                {p.lowestPriceCents !== null && <span className="font-bold">{money(p.lowestPriceCents)}</span>}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm">
                {p.hidden && (
                  <span className="inline-flex items-center gap-1 rounded-full border-2 border-slate-600 px-2 py-0.5 text-xs font-bold">
                    <EyeOff aria-hidden="true" className="size-3.5" /> Hidden
                  </span>
                )}
                <span>
                  {p.variants} {p.variants === 1 ? "variant" : "variants"}
                </span>
                <span>{p.stock === null ? "stock not tracked" : `${p.stock} available`}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={pages} hrefOf={(n) => `?page=${n}`} />
    </div>
  );
}
