import { getEnv } from "~/config/env.server.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /success\nDisallow: /checkout-success\nDisallow: /checkout-cancel\n\nSitemap: ${getEnv().SITE_URL}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
