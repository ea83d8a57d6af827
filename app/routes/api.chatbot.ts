import type { Route } from "./+types/api.chatbot";
import { clientAddressContext } from "~/entry.server.tsx";
import { handleChatbotRequest } from "~/features/chat/chatbot.server.ts";

// The Elite AI Assistant's function (SPEC.md 7, DECISIONS.md: our own route).

export function loader({ request, context }: Route.LoaderArgs) {
  return handleChatbotRequest(request, { clientAddress: context.get(clientAddressContext) });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleChatbotRequest(request, { clientAddress: context.get(clientAddressContext) });
}
