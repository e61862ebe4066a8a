// An HTTP client that sends a large body the way an attacker's client would and
// still reads an early answer: a raw socket, like curl or a browser. (Node's own
// http client loses an answer that arrives while it is still writing: nodejs/node#12339.)
import net from "node:net";

export interface Sent {
  status: number;
  body: string;
  /** Bytes of the body written when the answer came. */
  written: number;
  /** The Location header of a redirect, or null. */
  location?: string | null;
}

export interface StreamOptions {
  total: number;
  contentType: string;
  /** Sent as Content-Length when given; otherwise the body is chunked. */
  contentLength?: number;
  /** The bytes repeated to make the body. */
  chunk?: string;
  /** Written before the repeated bytes (a multipart part's head, a JSON object's opening). */
  head?: string;
  /** Written after them, if the server is still reading (a multipart body's closing boundary). */
  tail?: string;
  headers?: Record<string, string>;
}

/** Streams a body of `total` bytes to `path` and resolves with the first complete answer. */
export function streamBody(port: number, path: string, { total, contentType, contentLength, chunk = "x", head = "", tail = "", headers = {} }: StreamOptions) {
  return new Promise<Sent>((resolve, reject) => {
    let written = 0;
    let writtenAtAnswer = -1;
    let received = Buffer.alloc(0);
    let done = false;
    const chunked = contentLength === undefined;
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.on("data", (data) => {
      if (writtenAtAnswer < 0) writtenAtAnswer = written;
      received = Buffer.concat([received, data]);
      // A huge answer (a page that echoes the huge field back) is cut: its status and first bytes are what matter.
      const answer = parseAnswer(received) ?? (received.length > MAX_ANSWER ? parseAnswer(received, true) : null);
      if (!answer || done) return;
      done = true;
      socket.destroy();
      resolve({ ...answer, written: writtenAtAnswer });
    });
    socket.on("error", () => {}); // a write after the server closed; the answer, if any, was read
    socket.on("close", () => {
      if (done) return;
      done = true;
      reject(new Error(`no answer from ${path} after ${written} bytes`));
    });
    const lines = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, `Content-Type: ${contentType}`, chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${contentLength}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write([...lines, "", ""].join("\r\n"));
    const frame = (bytes: Buffer) => (chunked ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]) : bytes);
    const piece = Buffer.from(chunk.repeat(Math.ceil((64 * 1024) / chunk.length)).slice(0, 64 * 1024));
    if (head) {
      written += Buffer.byteLength(head);
      socket.write(frame(Buffer.from(head)));
    }
    const pump = () => {
      while (writtenAtAnswer < 0 && !socket.destroyed && written < total) {
        const part = piece.subarray(0, Math.min(piece.length, total - written));
        written += part.length;
        if (!socket.write(frame(part))) return void socket.once("drain", pump);
      }
      if (writtenAtAnswer >= 0 || socket.destroyed) return;
      if (tail) socket.write(frame(Buffer.from(tail)));
      if (chunked) socket.write("0\r\n\r\n");
    };
    pump();
  });
}

const MAX_ANSWER = 256 * 1024;

/** A complete HTTP answer in `raw` (Content-Length or chunked), or null while more is to come; `cut`: what has come so far. */
function parseAnswer(raw: Buffer, cut = false): { status: number; body: string; location: string | null } | null {
  const answer = parseBody(raw, cut);
  if (!answer) return null;
  const head = raw.subarray(0, raw.indexOf("\r\n\r\n")).toString("latin1");
  return { ...answer, location: /\r\nlocation:\s*(\S+)/i.exec(head)?.[1] ?? null };
}

function parseBody(raw: Buffer, cut: boolean): { status: number; body: string } | null {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return null;
  const head = raw.subarray(0, split).toString("latin1");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  let rest = raw.subarray(split + 4);
  if (cut) return { status, body: rest.toString("utf8") };
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return rest.length >= Number(length) ? { status, body: rest.subarray(0, Number(length)).toString("utf8") } : null;
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, body: rest.toString("utf8") };
  const parts: Buffer[] = [];
  for (;;) {
    const line = rest.indexOf("\r\n");
    if (line < 0) return null;
    const size = parseInt(rest.subarray(0, line).toString("latin1"), 16);
    if (size === 0) return { status, body: Buffer.concat(parts).toString("utf8") };
    if (rest.length < line + 2 + size + 2) return null;
    parts.push(rest.subarray(line + 2, line + 2 + size));
    rest = rest.subarray(line + 2 + size + 2);
  }
}

/** A multipart body whose only part is one text field: its head and tail around `size` bytes of value. */
export function oneFieldMultipart(name: string, boundary = "----tierlist") {
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
    tail: `\r\n--${boundary}--\r\n`,
  };
}
