import { ArrowDown, ArrowUp, ArrowUpDown, Briefcase, Check, Clock, Copy, MapPin, Star, StickyNote, TriangleAlert, X } from "lucide-react";

// Icons drawn once per page and referenced by <use>: a list of 50 rows repeats
// a few hundred bytes per icon otherwise, which the server renders every time.
const ICONS = { star: Star, x: X, check: Check, copy: Copy, alert: TriangleAlert, note: StickyNote, briefcase: Briefcase, pin: MapPin, clock: Clock, sort: ArrowUpDown, "sort-asc": ArrowUp, "sort-desc": ArrowDown };
export type IconName = keyof typeof ICONS | "star-filled";

/** Rendered once, in the signed-in layout. */
export function IconSprite() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute size-0 overflow-hidden">
      {Object.entries(ICONS).map(([name, Glyph]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          <Glyph />
        </symbol>
      ))}
      <symbol id="i-star-filled" viewBox="0 0 24 24">
        <Star fill="currentColor" />
      </symbol>
    </svg>
  );
}

export function Icon({ name, className = "size-4" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}
