import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type Props = Parameters<typeof ErrorBoundary>[0];
const render = (error: unknown) =>
  renderToString(
    <MemoryRouter>
      <ErrorBoundary {...({ error, params: {} } as unknown as Props)} />
    </MemoryRouter>,
  );

describe("the error page", () => {
  it("is friendly and never shows the error's message or stack", () => {
    const error = new Error("db password=hunter2");
    error.stack = "Error: db password=hunter2\n    at loader (/srv/app/routes/secret.ts:12:7)";
    const html = render(error);
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain("tel:+18505550142");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("secret.ts");
  });
  it("says 404 for a missing page", () => {
    const html = render({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("We couldn&#x27;t find that page");
  });
});
