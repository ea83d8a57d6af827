import { parseWithZod } from "@conform-to/zod/v4";
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
import { orderActionSchema, type OrderActAnswer } from "~/features/admin-orders/schema.ts";
import { HttpError, jsonError, readFormBody } from "~/lib/http-error.ts";
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
    if (error instanceof HttpError) return jsonError(error.status, error.message);
    throw error;
  }
  const intent = String(form.get("intent") ?? "");
  const submission = parseWithZod(form, { schema: orderActionSchema });
  if (submission.status !== "success")
    return data<OrderActAnswer>({ intent, result: submission.reply() }, { status: 400 });
  const act = submission.value;
  const db = await servicesOf(args.context).db();
  const { orderId } = args.params;
  let result;
  switch (act.intent) {
    case "ship":
      result = await markOrderFulfilled(db, user, orderId, act);
      break;
    case "fulfil":
      result = await markOrderFulfilled(db, user, orderId);
      break;
    case "resend-receipt":
      result = await resendReceipt(db, user, orderId);
      break;
    case "refund":
      await requireConsoleUser(args, "owner");
      result = await refundOrderAsOwner(db, user, { orderId, restock: act.restock === "yes" });
      break;
  }
  if (result.ok)
    return data<OrderActAnswer>({ intent, result: submission.reply({ resetForm: true }), ok: result.message });
  const fieldErrors = Object.fromEntries(Object.entries(result.errors ?? {}).map(([field, m]) => [field, [m]]));
  return data<OrderActAnswer>(
    { intent, result: submission.reply({ formErrors: [result.message], fieldErrors }) },
    { status: result.status },
  );
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, canRefund } = loaderData;
  const answer = actionData && "result" in actionData ? actionData : undefined;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <Link
        to="/admin/orders"
        className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-sea-900 underline"
      >
        <span aria-hidden="true">←</span> All orders
      </Link>
      <h1 className="text-2xl font-bold text-ink-950">Order {detail.number}</h1>
      <OrderDetail data={detail} canRefund={canRefund} answer={answer} />
    </div>
  );
}
