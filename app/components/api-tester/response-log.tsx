import { clock, type LogEntry } from "~/utils/api-tester";

const statusClass = (status: number) =>
  status >= 200 && status < 300 ? "bg-green-100 text-green-900" : status >= 400 && status < 500 ? "bg-yellow-100 text-yellow-900" : "bg-red-100 text-red-900";

export function LogEntryView({ entry }: { entry: LogEntry }) {
  return (
    <article className="rounded-md border border-gray-200" aria-label={`${entry.method} ${entry.path} ${entry.status}`}>
      <header className="flex flex-wrap items-center gap-2 border-b border-gray-100 bg-gray-50 px-3 py-2 text-sm">
        <time dateTime={entry.at} className="font-mono text-xs text-gray-600">
          {clock(entry.at)}
        </time>
        <span className="font-mono font-semibold">{entry.method}</span>
        <span className="font-mono break-all">{entry.path}</span>
        <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-medium ${statusClass(entry.status)}`} data-testid="log-status">
          {entry.status}
        </span>
      </header>
      {entry.request ? (
        <details className="px-3 pt-2 text-xs">
          <summary className="cursor-pointer text-gray-600">Request</summary>
          <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-gray-50 p-2 font-mono">{entry.request}</pre>
        </details>
      ) : null}
      <pre className="m-3 max-h-80 overflow-auto whitespace-pre-wrap break-all rounded bg-gray-900 p-3 font-mono text-xs text-gray-100">{entry.body}</pre>
    </article>
  );
}

/** Newest first, as the state keeps them. */
export function ResponseLog({ log }: { log: LogEntry[] }) {
  if (log.length === 0) return <p className="py-8 text-center text-sm text-gray-600">No API calls yet. Responses will appear here.</p>;
  return (
    <ol className="space-y-3" aria-label="API responses, newest first">
      {log.map((entry) => (
        <li key={entry.id}>
          <LogEntryView entry={entry} />
        </li>
      ))}
    </ol>
  );
}
