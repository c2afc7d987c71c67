// BrowserChannel (WebChannel wire version 8) server side (brief §3). One session = one
// Listen or Write stream; the stream logic itself lives in streams.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { callerFromAuthorization, type Caller } from './auth.ts';
import type { FirestoreCore } from './core.ts';
import type { FsError } from './errors.ts';
import { ListenSession, WriteSession, type StreamSink } from './streams.ts';

export type Rpc = 'Listen' | 'Write';

/** Escapes every non-ASCII character so that chunk lengths in UTF-16 units equal byte counts. */
export function asciiJson(x: unknown): string {
  return JSON.stringify(x).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

export function frame(payload: string): string {
  const body = payload + '\n';
  return `${body.length}\n${body}`;
}

const KEEPALIVE_MS = 25_000;
const DEFAULT_LONG_POLL_MS = 25_000;
/** Sessions without a backchannel and without traffic for this long are dropped. */
const IDLE_SESSION_MS = 5 * 60_000;

interface Backchannel {
  res: ServerResponse;
  longPoll: boolean;
  /** Highest array id written on this response. */
  sentUpTo: number;
  timer: NodeJS.Timeout | null;
}

class Session {
  readonly sid: string;
  readonly rpc: Rpc;
  readonly caller: Caller;
  stream: ListenSession | WriteSession | null = null;
  readonly outbound: { id: number; json: string }[] = [];
  nextId = 1;
  lastWrittenId = 0;
  lastMapId = -1;
  readonly pendingMaps = new Map<number, unknown>();
  back: Backchannel | null = null;
  lastActivity = Date.now();
  closed = false;

  constructor(sid: string, rpc: Rpc, caller: Caller) {
    this.sid = sid;
    this.rpc = rpc;
    this.caller = caller;
  }

  enqueue(payload: unknown): void {
    if (this.closed) return;
    this.outbound.push({ id: this.nextId++, json: asciiJson(payload) });
    this.flush();
  }

  ack(aid: number): void {
    while (this.outbound.length && this.outbound[0]!.id <= aid) this.outbound.shift();
  }

  flush(): void {
    const b = this.back;
    if (!b || b.res.writableEnded || b.res.destroyed) return;
    const pending = this.outbound.filter((a) => a.id > b.sentUpTo);
    if (!pending.length) return;
    b.res.write(frame(`[${pending.map((a) => `[${a.id},${a.json}]`).join(',')}]`));
    b.sentUpTo = pending[pending.length - 1]!.id;
    this.lastWrittenId = Math.max(this.lastWrittenId, b.sentUpTo);
    if (b.longPoll) this.endBack();
  }

  endBack(): void {
    const b = this.back;
    if (!b) return;
    this.back = null;
    if (b.timer) clearTimeout(b.timer);
    if (!b.res.writableEnded) b.res.end();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.endBack();
    if (this.stream instanceof ListenSession) this.stream.close();
    this.stream = null;
  }
}

/** Parses `Name:Value\r\n` lines (the `headers` form field and `$httpHeaders` URL parameter). */
function parseHeaderBlock(s: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!s) return out;
  for (const line of s.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

export interface ChannelRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  rpc: Rpc;
  body: string;
  /** CORS and other headers every response must carry. */
  headers: Record<string, string>;
}

export class WebChannelServer {
  private readonly sessions = new Map<string, Session>();
  private readonly gc: NodeJS.Timeout;
  private readonly core: FirestoreCore;
  private readonly log: (msg: string) => void;

  constructor(core: FirestoreCore, log: (msg: string) => void) {
    this.core = core;
    this.log = log;
    this.gc = setInterval(() => this.collect(), 60_000);
    this.gc.unref();
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  private collect(): void {
    const now = Date.now();
    for (const s of this.sessions.values()) {
      if (!s.back && now - s.lastActivity > IDLE_SESSION_MS) {
        s.close();
        this.sessions.delete(s.sid);
      }
    }
  }

  closeAll(): void {
    clearInterval(this.gc);
    for (const s of this.sessions.values()) s.close();
    this.sessions.clear();
  }

  /** Forces every Listen client to reconnect and resync (used after a data wipe). */
  stopAll(): void {
    for (const s of this.sessions.values()) if (s.rpc === 'Listen') s.enqueue(['stop']);
  }

  handle(c: ChannelRequest): void {
    const p = c.url.searchParams;
    const sid = p.get('SID');
    const type = p.get('TYPE');
    const baseHeaders = {
      ...c.headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    };
    if (!sid) {
      if (c.req.method !== 'POST') return this.unknownSid(c, baseHeaders);
      return this.handshake(c, baseHeaders);
    }
    const s = this.sessions.get(sid);
    if (!s || s.closed || s.rpc !== c.rpc) return this.unknownSid(c, baseHeaders);
    s.lastActivity = Date.now();
    const aid = Number(p.get('AID'));
    if (Number.isFinite(aid)) s.ack(aid);
    if (type === 'terminate') {
      s.close();
      this.sessions.delete(sid);
      c.res.writeHead(200, baseHeaders);
      c.res.end();
      return;
    }
    if (c.req.method === 'GET' && p.get('RID') === 'rpc') return this.backchannel(c, s, baseHeaders);
    if (c.req.method === 'POST') {
      this.forward(s, c.body);
      c.res.writeHead(200, baseHeaders);
      c.res.end(frame(`[1,${s.lastWrittenId},0]`));
      return;
    }
    return this.unknownSid(c, baseHeaders);
  }

  private unknownSid(c: ChannelRequest, headers: Record<string, string>): void {
    c.res.writeHead(400, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    c.res.end('<html><body>Unknown SID</body></html>');
  }

  private handshake(c: ChannelRequest, headers: Record<string, string>): void {
    const form = new URLSearchParams(c.body);
    const fromBody = parseHeaderBlock(form.get('headers'));
    const fromUrl = parseHeaderBlock(c.url.searchParams.get('$httpHeaders') ?? c.url.searchParams.get('httpHeaders'));
    const authz = fromBody.authorization ?? fromUrl.authorization ?? (c.req.headers.authorization as string | undefined);
    const caller = callerFromAuthorization(authz);
    const sid = randomBytes(12).toString('base64url');
    const s = new Session(sid, c.rpc, caller);
    const sink: StreamSink = {
      send: (msg) => s.enqueue([msg]),
      fail: (err: FsError) => s.enqueue([{ error: { code: err.code, message: err.message, status: err.status } }]),
    };
    s.stream = c.rpc === 'Listen' ? new ListenSession(this.core, caller, sink) : new WriteSession(this.core, caller, sink);
    this.sessions.set(sid, s);
    this.log(`${c.rpc} channel ${sid} opened (${caller.admin ? 'admin' : caller.auth ? `uid=${caller.auth.uid}` : 'anonymous'})`);
    c.res.writeHead(200, { ...headers, 'X-HTTP-Session-Id': sid });
    c.res.end(frame(asciiJson([[0, ['c', sid, '', 8, 12, 30000]]])));
    this.forward(s, c.body);
  }

  /** Applies `reqN___data__` maps exactly once and in map-id order. */
  private forward(s: Session, body: string): void {
    const form = new URLSearchParams(body);
    const count = Number(form.get('count') ?? 0);
    const ofs = Number(form.get('ofs') ?? 0);
    if (!Number.isInteger(count) || !Number.isInteger(ofs) || count < 0) return;
    for (let i = 0; i < count; i++) {
      const mapId = ofs + i;
      if (mapId <= s.lastMapId) continue;
      const data = form.get(`req${i}___data__`);
      let msg: unknown = {};
      try {
        msg = data ? JSON.parse(data) : {};
      } catch {
        this.log(`${s.rpc} ${s.sid}: ignoring malformed JSON in map ${mapId}`);
      }
      s.pendingMaps.set(mapId, msg);
    }
    while (s.pendingMaps.has(s.lastMapId + 1)) {
      const id = ++s.lastMapId;
      const msg = s.pendingMaps.get(id);
      s.pendingMaps.delete(id);
      try {
        s.stream?.handle(msg);
      } catch (e) {
        this.log(`${s.rpc} ${s.sid}: error handling message: ${e instanceof Error ? e.stack : String(e)}`);
      }
    }
  }

  private backchannel(c: ChannelRequest, s: Session, headers: Record<string, string>): void {
    // A new backchannel supersedes the old one, which the client may already have aborted.
    s.endBack();
    const longPoll = c.url.searchParams.get('CI') === '1';
    c.res.writeHead(200, headers);
    const b: Backchannel = { res: c.res, longPoll, sentUpTo: Number(c.url.searchParams.get('AID')) || 0, timer: null };
    s.back = b;
    c.res.on('close', () => {
      if (s.back === b) {
        if (b.timer) clearTimeout(b.timer);
        s.back = null;
        s.lastActivity = Date.now();
      }
    });
    if (longPoll) {
      const to = Number(c.url.searchParams.get('TO'));
      const wait = Number.isFinite(to) && to > 0 ? Math.max(100, Math.min(to - 1000, to * 0.8)) : DEFAULT_LONG_POLL_MS;
      if (s.outbound.some((a) => a.id > b.sentUpTo)) return s.flush();
      // An empty poll counts as a failure on the client; always end with a noop.
      b.timer = setTimeout(() => s.back === b && s.enqueue(['noop']), wait);
      return;
    }
    // The buffering-proxy detector needs a byte at once (brief §3.5).
    if (s.outbound.some((a) => a.id > b.sentUpTo)) s.flush();
    else s.enqueue(['noop']);
    const keepalive = (): void => {
      if (s.back !== b) return;
      s.enqueue(['noop']);
      b.timer = setTimeout(keepalive, KEEPALIVE_MS);
    };
    b.timer = setTimeout(keepalive, KEEPALIVE_MS);
  }
}
