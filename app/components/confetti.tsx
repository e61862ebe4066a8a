import { useEffect, useRef } from "react";

const COLOURS = ["#4f46e5", "#16a34a", "#f59e0b", "#ef4444", "#0ea5e9", "#ec4899"];

/**
 * A short burst of falling pieces (Web Animations API, no library); skipped when the user prefers reduced motion.
 * `contained`: inside the nearest positioned box instead of over the whole window.
 */
export function Confetti({ pieces = 120, durationMs = 6000, contained = false }: { pieces?: number; durationMs?: number; contained?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const made: HTMLElement[] = [];
    const fall = contained ? `${root.clientHeight + 20}px` : "105vh";
    for (let i = 0; i < pieces; i++) {
      const piece = document.createElement("span");
      const size = 6 + Math.random() * 6;
      Object.assign(piece.style, {
        position: "absolute",
        top: "-20px",
        left: `${Math.random() * 100}%`,
        width: `${size}px`,
        height: `${size * 0.5}px`,
        background: COLOURS[i % COLOURS.length],
      });
      root.appendChild(piece);
      made.push(piece);
      const drift = (Math.random() - 0.5) * 300;
      piece.animate(
        [
          { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
          { transform: `translate(${drift}px, ${fall}) rotate(${720 * Math.random()}deg)`, opacity: 0.8 },
        ],
        { duration: durationMs * (0.5 + Math.random() * 0.5), delay: Math.random() * 800, easing: "cubic-bezier(.2,.6,.4,1)", fill: "forwards" },
      );
    }
    return () => made.forEach((p) => p.remove());
  }, [pieces, durationMs, contained]);
  return <div ref={box} aria-hidden className={`pointer-events-none ${contained ? "absolute" : "fixed z-50"} inset-0 overflow-hidden`} data-testid="confetti" />;
}
