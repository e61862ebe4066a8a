import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";

export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-gray-600">Did you forget to add the page to the router?</p>
      <Link to="/" className="btn-primary mt-4">
        Go home
      </Link>
    </main>
  );
}

/**
 * A thing the URL names is missing, deleted or someone else's (the three look the same): the app's own
 * 404, in the page's shell, with a way back. The spec's "router" 404 above is for unknown URLs only.
 */
export function MissingThing({ title, back = { to: "/dashboard/tournaments", label: "Back to Tournaments" } }: { title: string; back?: { to: string; label: string } }) {
  return (
    <div className="card mx-auto max-w-xl text-center">
      <h1 className="text-xl font-bold break-words">{title}</h1>
      <p className="mt-2 text-gray-600">It may have been deleted, or the link may be wrong.</p>
      <Link to={back.to} className="btn-primary mt-4">
        {back.label}
      </Link>
    </div>
  );
}

/** What a route threw for a missing thing ("Tournament not found"), or null for anything else. */
export function missingThingTitle(error: unknown) {
  if (!isRouteErrorResponse(error) || error.status !== 404 || typeof error.data !== "string") return null;
  return /^[A-Z][a-z]+ not found$/.test(error.data) ? error.data : null;
}

/** Never shows a stack trace: users see what happened and where to go. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const missing = missingThingTitle(error);
  if (missing) return <MissingThing title={missing} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && status < 500 ? error.data : "Something went wrong. Please try again.";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold">{status === 403 ? "Not allowed" : "Something went wrong"}</h1>
      <p className="text-gray-600">{message}</p>
      <Link to="/dashboard" className="btn-primary mt-4">
        Back to Dashboard
      </Link>
    </main>
  );
}
