import { ExternalLink } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.product";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import {
  adjustStock,
  duplicateProductAsOwner,
  getProductForEdit,
  saveProduct,
  saveVariant,
} from "~/features/admin-catalog/catalog.server.ts";
import { ProductEditor } from "~/features/admin-catalog/components/product-editor.tsx";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `${loaded?.product.title ?? "Product"} | Console` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const found = await getProductForEdit(await servicesOf(args.context).db(), args.params.productId);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  return found;
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args, "owner");
  let form: FormData;
  try {
    form = await readFormBody(args.request, 16 * 1024);
  } catch (error) {
    if (error instanceof HttpError)
      return data({ ok: false, errors: { form: error.message } }, { status: error.status });
    throw error;
  }
  const db = await servicesOf(args.context).db();
  const { productId } = args.params;
  const intent = form.get("intent");
  const result =
    intent === "product"
      ? await saveProduct(db, user, productId, form)
      : intent === "variant"
        ? await saveVariant(db, user, productId, form)
        : intent === "stock"
          ? await adjustStock(db, user, productId, form)
          : intent === "duplicate"
            ? await duplicateProductAsOwner(db, user, productId, form)
            : ({ ok: false, status: 400, errors: { form: "Unknown action" } } as const);
  if (result.ok && result.redirectTo) throw redirect(result.redirectTo);
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <Link
        to="/admin/catalog"
        className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-sea-900 underline"
      >
        <span aria-hidden="true">←</span> All products
      </Link>
      <h1 className="text-2xl font-bold text-ink-950">{product.title}</h1>
      <a
        href={`/product/${product.id}`}
        className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-sea-900 underline"
      >
        See it in the shop <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <ProductEditor {...loaderData} />
    </div>
  );
}
