import { SmartLink } from "~/components/smart-link.tsx";
import { formatDate } from "~/lib/dates.ts";

export type ArticleCard = { slug: string; title: string; description: string; date: string; image: string; author: string };

export function ArticleList({ items, basePath }: { items: ArticleCard[]; basePath: "/blog" | "/news" }) {
  return (
    <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.slug}>
          <article className="group relative flex h-full flex-col">
            <img
              src={item.image}
              alt=""
              width={1200}
              height={630}
              loading={index < 3 ? "eager" : "lazy"}
              className="aspect-[1200/630] h-auto w-full rounded-2xl object-cover shadow-md shadow-ink-900/10"
            />
            <p className="mt-5 text-sm text-slate-500">
              <time dateTime={item.date}>{formatDate(item.date)}</time> · {item.author.split(",")[0]}
            </p>
            <h2 className="mt-2 text-xl font-semibold group-hover:text-sea-900">
              <SmartLink href={`${basePath}/${item.slug}`} className="after:absolute after:inset-0">
                {item.title}
              </SmartLink>
            </h2>
            <p className="mt-2 flex-1 text-slate-600">{item.description}</p>
            <span aria-hidden="true" className="mt-4 text-sm font-semibold text-gold-700">
              Read more →
            </span>
          </article>
        </li>
      ))}
    </ul>
  );
}
