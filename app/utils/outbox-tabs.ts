/** The dev email viewer's tabs: the spec's All, Welcome and Password Reset, plus the processing-complete mails the app also sends. Shared with the browser. */
export const OUTBOX_TABS = [
  { id: "all", label: "All", kind: null },
  { id: "welcome", label: "Welcome", kind: "welcome" },
  { id: "password-reset", label: "Password Reset", kind: "password_reset" },
  { id: "processing-complete", label: "Processing Complete", kind: "processing_complete" },
] as const satisfies ReadonlyArray<{ id: string; label: string; kind: "welcome" | "password_reset" | "processing_complete" | "test" | null }>;
export type OutboxTab = (typeof OUTBOX_TABS)[number];

export const parseOutboxTab = (value: string | null): OutboxTab => OUTBOX_TABS.find((t) => t.id === value) ?? OUTBOX_TABS[0];
