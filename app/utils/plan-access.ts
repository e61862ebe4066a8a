// Browser-safe words for what an account's access includes (the promo page lists them too).

/**
 * What unlimited access (a promo code) grants: everything a paid plan has.
 * No tournament credit is spent, a tournament takes as many resumes as one
 * upload can carry (1,000 at a time), and tiers can be downloaded as a zip.
 */
export const UNLIMITED_GRANTS = ["Unlimited tournaments", "Unlimited resumes per tournament", "Download tiers in a single zip"] as const;
