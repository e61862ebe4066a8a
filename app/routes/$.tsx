import { NotFound } from "~/components/error-boundary";

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export const ErrorBoundary = NotFound;
