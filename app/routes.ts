import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services/:serviceSlug", "routes/service.tsx"),
  route("service-areas", "routes/service-areas.tsx"),
  route("service-areas/:citySlug", "routes/service-area.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:articleSlug", "routes/blog-article.tsx"),
  route("news", "routes/news.tsx"),
  route("news/:articleSlug", "routes/news-article.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("reviews", "routes/reviews.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("store", "routes/shop.tsx", { id: "store" }),
  route("product/:id", "routes/product.tsx"),
  route("success", "routes/checkout-success.tsx", { id: "success" }),
  route("checkout-success", "routes/checkout-success.tsx", { id: "checkout-success" }),
  route("checkout-cancel", "routes/checkout-cancel.tsx"),
  route("pay/:sessionId", "routes/pay.tsx"),
  route("api/stripe/webhook", "routes/api.stripe-webhook.ts"),
  // Online booking (issue 15): the what step; /book/when and after are the booking's own.
  route("book", "routes/book.tsx"),
  route("book/when", "routes/book.when.tsx"),
  route("book/confirmed", "routes/book.confirmed.tsx"),
  route("book/manage/:token", "routes/book.manage.tsx"),
  route("book/manage/:token/appointment.ics", "routes/book.calendar.ts"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.ts"),
  // A fresh token for the quote form (the form posts to the home page's action, with JavaScript and without).
  route("quote/token", "routes/quote-token.ts"),
  // The store service (SPEC.md 7): the parent's middleware resolves the store.
  route("store/:storeId", "routes/store-api.ts", [
    route("products", "routes/store-api.products.ts"),
    route("products/:productId", "routes/store-api.product.ts"),
    route("variants", "routes/store-api.variants.ts"),
    route("checkout", "routes/store-api.checkout.ts"),
    route("*", "routes/store-api.not-found.ts"),
  ]),
  // The chat assistant's function (SPEC.md 7).
  route("api/chatbot", "routes/api.chatbot.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
