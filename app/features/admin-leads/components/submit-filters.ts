import type { FormEvent } from "react";
import type { SubmitFunction } from "react-router";

/**
 * A console list's filter form (GET) sent without its empty fields, so the
 * address reads `?status=contacted` rather than `?q=&status=contacted&service=...`.
 * Without JavaScript the browser sends every field, which the loaders accept too.
 */
export function submitWithoutBlanks(event: FormEvent<HTMLFormElement>, submit: SubmitFunction) {
  event.preventDefault();
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(event.currentTarget)) {
    if (typeof value === "string" && value.trim() !== "") params.append(key, value);
  }
  void submit(params, { method: "get", action: event.currentTarget.getAttribute("action") ?? undefined });
}
