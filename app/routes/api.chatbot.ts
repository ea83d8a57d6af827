import type { Route } from "./+types/api.chatbot";
import { handleChatbotRequest } from "~/features/chat/chatbot.server.ts";
import { clientAddressContext, loggerContext } from "~/lib/request-context.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The Elite AI Assistant's function (SPEC.md 7, DECISIONS.md: our own route).

export function loader({ request, context }: Route.LoaderArgs) {
  const { db, limiters } = servicesOf(context);
  return handleChatbotRequest(request, {
    db,
    limiter: limiters.chat,
    clientAddress: context.get(clientAddressContext),
    log: context.get(loggerContext),
  });
}

export function action({ request, context }: Route.ActionArgs) {
  const { db, limiters } = servicesOf(context);
  return handleChatbotRequest(request, {
    db,
    limiter: limiters.chat,
    clientAddress: context.get(clientAddressContext),
    log: context.get(loggerContext),
  });
}
