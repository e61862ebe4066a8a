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

/** Never shows a stack trace: users see what happened and where to go. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
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
