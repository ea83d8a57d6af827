import { data, Link } from "react-router";
import type { Route } from "./+types/admin.order";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { OrderDetail } from "~/features/admin-orders/components/order-views.tsx";
import {
  getOrderDetail,
  markOrderFulfilled,
  refundOrderAsOwner,
  resendReceipt,
} from "~/features/admin-orders/orders.server.ts";
import { orderActionSchema } from "~/features/admin-orders/schema.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// Staff may read an order, mark it fulfilled and resend its receipt; only the
// owner refunds (money leaves the business, and stock may move).
export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `${loaded ? `Order ${loaded.detail.number}` : "Order"} | Console` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args);
  const detail = await getOrderDetail(await servicesOf(args.context).db(), args.params.orderId);
  if (!detail) throw data(null, { status: 404, statusText: "Not Found" });
  return { detail, canRefund: user.role === "owner" };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args);
  let form: FormData;
  try {
    form = await readFormBody(args.request, 4 * 1024);
  } catch (error) {
    if (error instanceof HttpError) return data({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
  const parsed = orderActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (["restock", "carrier", "trackingNumber"].includes(field)) errors[field] ??= issue.message;
    }
    const first = Object.values(errors)[0];
    return data(
      { ok: false, message: first ?? "Choose an action.", errors: first ? errors : undefined },
      { status: 400 },
    );
  }
  const db = await servicesOf(args.context).db();
  const { orderId } = args.params;
  let result;
  switch (parsed.data.intent) {
    case "fulfil":
      result = await markOrderFulfilled(db, user, orderId, parsed.data);
      break;
    case "resend-receipt":
      result = await resendReceipt(db, user, orderId);
      break;
    case "refund":
      await requireConsoleUser(args, "owner");
      result = await refundOrderAsOwner(db, user, { orderId, restock: parsed.data.restock === "yes" });
      break;
  }
  if (result.ok) return data({ ok: true, message: result.message });
  return data({ ok: false, message: result.message, errors: result.errors }, { status: result.status });
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { detail, canRefund } = loaderData;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <Link
        to="/admin/orders"
        className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-sea-900 underline"
      >
        <span aria-hidden="true">←</span> All orders
      </Link>
      <h1 className="text-2xl font-bold text-ink-950">Order {detail.number}</h1>
      <OrderDetail data={detail} canRefund={canRefund} />
    </div>
  );
}
