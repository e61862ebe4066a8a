import { Link } from "@remix-run/react";

/** Previous / 'Page X of Y' / Next, as plain links (they work without JavaScript). Nothing for a single page. */
export function Pager({ current, count, href }: { current: number; count: number; href: (page: number) => string }) {
  if (count <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
      {current > 1 ? (
        <Link to={href(current - 1)} className="btn-secondary" rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {current} of {count}
      </span>
      {current < count ? (
        <Link to={href(current + 1)} className="btn-secondary" rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
