import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ProcessingStatus, remainingText } from "~/components/processing-status";
import { estimate } from "~/models/tournament-detail.server";

describe("time remaining is measured, never guessed", () => {
  it("says a small batch that finishes in seconds has less than a minute left", () => {
    const now = Date.now();
    // 3 of 5 resumes done in the 2 seconds since the batch started.
    const fast = estimate({ total: 5, processed: 3, recentFinished: 3, recentSince: new Date(now - 2000), firstPendingPosition: 3, now });
    expect(remainingText(fast)).toBe("Less than a minute remaining");
    const html = renderToStaticMarkup(createElement(ProcessingStatus, { estimate: fast }));
    expect(html).toContain("Less than a minute remaining");
    expect(html).not.toContain("10 minutes");
  });

  it("waits for the first finished resume instead of promising about 10 minutes", () => {
    const none = estimate({ total: 5, processed: 0, recentFinished: 0, recentSince: null, firstPendingPosition: 0 });
    expect(remainingText(none)).toBe("Estimating time remaining...");
    expect(renderToStaticMarkup(createElement(ProcessingStatus, { estimate: none }))).not.toMatch(/\d+ minutes/);
  });

  it("counts minutes for a long batch from the measured rate", () => {
    const now = Date.now();
    // 60 resumes a minute, 150 left.
    const slow = estimate({ total: 250, processed: 100, recentFinished: 60, recentSince: new Date(now - 60_000), firstPendingPosition: 230, now });
    expect(remainingText(slow)).toBe("Estimated time remaining: about 3 minutes");
  });
});
