import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Pager } from "./pager.tsx";

const render = (page: number, pageCount: number) => {
  const router = createMemoryRouter([
    { path: "/", element: <Pager page={page} pageCount={pageCount} hrefOf={(n) => `/admin/leads?page=${n}`} /> },
  ]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
  return { html, links };
};

describe("the console's pager", () => {
  it("shows nothing when the list fits one page", () => {
    expect(render(1, 1).html).not.toContain("<nav");
  });

  it("links only to the pages that exist, and says where the list is", () => {
    expect(render(1, 3).links).toEqual(["Next /admin/leads?page=2"]);
    expect(render(2, 3).links).toEqual(["Previous /admin/leads?page=1", "Next /admin/leads?page=3"]);
    expect(render(3, 3).links).toEqual(["Previous /admin/leads?page=2"]);
    expect(render(2, 3).html.replace(/<[^>]+>|<!-- -->/g, "")).toContain("PreviousPage 2 of 3Next");
  });
});
