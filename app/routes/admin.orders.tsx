import type { Route } from "./+types/admin.orders";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { OrderList } from "~/features/admin-orders/components/order-views.tsx";
import { listOrders } from "~/features/admin-orders/orders.server.ts";
import { parseOrderListQuery } from "~/features/admin-orders/schema.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Orders | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args);
  const query = parseOrderListQuery(new URL(args.request.url).searchParams);
  const list = await listOrders(await servicesOf(args.context).db(), query);
  return { ...list, query };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="text-2xl font-bold text-ink-950">Orders</h1>
      <OrderList {...loaderData} />
    </div>
  );
}
