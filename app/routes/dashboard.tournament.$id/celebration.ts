// Confetti once per tournament: the tournaments already celebrated are remembered in a small cookie
// (the browser's; the server never reads it), so a re-rank or an added resume finishing again is only told.

const COOKIE = "tl_celebrated";
/** Most recent first; older ones drop off (a tournament rarely completes for the first time twice a year). */
const KEEP = 30;
/** A tournament id without its dashes, cut to 12 hex digits: enough to tell a user's tournaments apart. */
const short = (tournamentId: string) => tournamentId.replace(/-/g, "").slice(0, 12).toLowerCase();

function celebrated(cookie: string) {
  const value = cookie.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`))?.slice(COOKIE.length + 1) ?? "";
  return value.split(".").filter((v) => /^[0-9a-f]{12}$/.test(v));
}

/** True the first time it is asked for this tournament in this browser, and remembers it; false after. */
export function celebrateOnce(tournamentId: string) {
  const seen = celebrated(document.cookie);
  const id = short(tournamentId);
  if (seen.includes(id)) return false;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${COOKIE}=${[id, ...seen].slice(0, KEEP).join(".")}; Path=/dashboard; Max-Age=31536000; SameSite=Lax${secure}`;
  return true;
}
