import { serializeJsonLd } from "~/lib/json-ld.ts";

/** Structured data for search engines; escaped so no value can close the tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
