import { data } from "react-router";

// Any URL no other route matches: the root ErrorBoundary renders the 404 page
// inside the header and footer, with status 404.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
