import { data } from "react-router";

// No product exists until the catalogue is stocked: every id is unknown.
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function Product() {
  return null;
}
