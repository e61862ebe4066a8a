const STYLES: Record<string, string> = {
  draft: "bg-gray-100 text-gray-800",
  processing: "bg-yellow-100 text-yellow-900",
  completed: "bg-green-100 text-green-900",
  error: "bg-red-100 text-red-900",
  active: "bg-blue-100 text-blue-900",
  expired: "bg-gray-200 text-gray-700",
};

export function StatusBadge({ status }: { status: string }) {
  const label = status.charAt(0).toUpperCase() + status.slice(1);
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[status] ?? "bg-gray-100 text-gray-800"}`}>{label}</span>;
}
