import { parseWithZod } from "@conform-to/zod/v4";
import { choiceFromSearchParams } from "./choice-schema.ts";
import { jobFormSchema } from "./schema.ts";

/**
 * The /book form's checks in the browser: the live price's choice reader and
 * the form's validation, the same schema the server uses. The form fetches
 * this module once the page is showing (book-form.tsx), so zod's code is not
 * part of the page's first work; until it arrives the form shows the server's
 * reading and the server checks what is sent.
 */
export const jobChecks = {
  choice: choiceFromSearchParams,
  validate: (formData: FormData) => parseWithZod(formData, { schema: jobFormSchema }),
};

export type JobChecks = typeof jobChecks;
