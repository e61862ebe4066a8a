import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFound } from "./error-boundary";

/** Spec: the tournaments list's load error, inside the signed-in layout. */
export function TournamentsLoadError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div role="alert" className="card">
      <h1 className="text-lg font-semibold text-red-700">Error loading tournaments. Please try again.</h1>
      <Link to="." reloadDocument className="btn-secondary mt-4">
        Try again
      </Link>
    </div>
  );
}
