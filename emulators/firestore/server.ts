// HTTP front door: CORS, emulator control endpoints, REST and WebChannel routing, rules loading,
// persistence. Everything listens on one port.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { callerFromAuthorization } from './auth.ts';
import { FirestoreCore } from './core.ts';
import { FsError, toFsError } from './errors.ts';
import { Persistence } from './persistence.ts';
import { handleRest } from './rest.ts';
import { startGrpc, type GrpcBridge } from './grpc.ts';
import { loadDefaultCompiler, syntaxErrorPosition, type RulesCompiler } from './rules-contract.ts';
import { WebChannelServer, type Rpc } from './webchannel.ts';

export interface FirestoreEmulatorOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Path of a rules file, loaded at start and reloaded when it changes. */
  rulesPath?: string;
  /** Rules source text (ignored when rulesPath is set). No rules at all = allow everything. */
  rules?: string;
  /** Directory for persisted data; omit (or null) to keep data in memory only. */
  dataDir?: string | null;
  /** Ignore (and delete) persisted data at start. */
  fresh?: boolean;
  /** Rules compiler; defaults to `compileRules` from ./rules/index.ts, loaded lazily. */
  compileRules?: RulesCompiler;
  /** Log sink for diagnostics and, when `debug` is on, one line per request. */
  log?: (line: string) => void;
  /** One log line per request. Defaults to DEBUG containing "firestore". */
  debug?: boolean;
  /** Delay before a change is written to disk. Default 200 ms. */
  saveDebounceMs?: number;
  /** Poll interval for the rules file watcher. Default 500 ms. */
  rulesPollMs?: number;
  /** Serve gRPC (HTTP/2 cleartext) on the same port. Default true. */
  grpc?: boolean;
}

export interface FirestoreEmulator {
  host: string;
  port: number;
  url: string;
  core: FirestoreCore;
  /** Replaces the default rules, or one project's rules (throws the rules module's syntax error). */
  setRules(source: string | null, project?: string): void;
  /** Writes pending data to disk now. */
  flush(): void;
  close(): Promise<void>;
}

const H2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n');
const MAX_BODY = 40 * 1024 * 1024;

export class RulesLoadError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(message: string, line: number, column: number) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const h: Record<string, string> = {
    Vary: 'Origin',
    'Access-Control-Expose-Headers': 'X-HTTP-Session-Id, X-Client-Wire-Protocol, X-HTTP-Initial-Response',
  };
  if (origin) {
    h['Access-Control-Allow-Origin'] = origin;
    h['Access-Control-Allow-Credentials'] = 'true';
  } else {
    h['Access-Control-Allow-Origin'] = '*';
  }
  return h;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new FsError('INVALID_ARGUMENT', 'Request payload size exceeds the limit.'));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions = {}): Promise<FirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((l: string) => console.error(`[firestore] ${l}`));
  const debug = options.debug ?? /(^|,)\s*(firestore|\*)\s*(,|$)/.test(process.env.DEBUG ?? '');
  let persistence: Persistence | null = null;
  const core = new FirestoreCore({ onChange: () => persistence?.schedule(), log });
  if (options.dataDir) {
    persistence = new Persistence(core, options.dataDir, options.saveDebounceMs ?? 200, log);
    persistence.load(!!options.fresh);
  }

  let compiler: RulesCompiler | null = options.compileRules ?? null;
  const getCompiler = async (): Promise<RulesCompiler> => (compiler ??= await loadDefaultCompiler());
  const compile = (source: string, c: RulesCompiler): ReturnType<RulesCompiler> => {
    try {
      return c(source);
    } catch (e) {
      const pos = syntaxErrorPosition(e);
      if (pos) throw new RulesLoadError(e instanceof Error ? e.message : String(e), pos.line, pos.column);
      throw e;
    }
  };
  const initialRules = options.rulesPath ? readFileSync(options.rulesPath, 'utf8') : (options.rules ?? null);
  if (initialRules !== null) core.rules = compile(initialRules, await getCompiler());
  const setRules = (source: string | null, project?: string): void => {
    let compiled = null;
    if (source !== null) {
      if (!compiler) throw new Error('No rules compiler loaded');
      compiled = compile(source, compiler);
    }
    if (project === undefined) core.rules = compiled;
    else core.projectRules.set(project, compiled);
  };
  if (!compiler) {
    // Load eagerly so later rules updates are synchronous; absence only matters if rules are used.
    compiler = await loadDefaultCompiler().catch(() => null);
  }
  if (options.rulesPath) {
    const path = options.rulesPath;
    watchFile(path, { interval: options.rulesPollMs ?? 500 }, (cur, prev) => {
      if (cur.mtimeMs === prev.mtimeMs && cur.size === prev.size) return;
      try {
        setRules(readFileSync(path, 'utf8'));
        log(`reloaded rules from ${path}`);
      } catch (e) {
        const where = e instanceof RulesLoadError ? ` at line ${e.line}, column ${e.column}` : '';
        log(`rules in ${path} not reloaded, keeping the previous ones: ${e instanceof Error ? e.message : String(e)}${where}`);
      }
    });
  }

  const channels = new WebChannelServer(core, debug ? log : () => {});
  const grpcBridge: GrpcBridge | null = options.grpc === false ? null : await startGrpc(core, log, debug);

  const sendJson = (res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void => {
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = Date.now();
    const cors = corsHeaders(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (debug) res.on('finish', () => log(`${req.method} ${path}${url.search.length > 120 ? url.search.slice(0, 120) + '…' : url.search} → ${res.statusCode} ${Date.now() - started}ms`));

    if (req.method === 'OPTIONS') {
      const h: Record<string, string> = {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': (req.headers['access-control-request-headers'] as string | undefined) ?? '*',
        'Access-Control-Max-Age': '3600',
      };
      if (req.headers['access-control-request-private-network'] === 'true') h['Access-Control-Allow-Private-Network'] = 'true';
      res.writeHead(204, h);
      res.end();
      return;
    }

    try {
      const body = req.method === 'GET' || req.method === 'HEAD' ? '' : await readBody(req);

      const channel = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/.exec(path);
      if (channel) {
        channels.handle({ req, res, url, rpc: channel[1] as Rpc, body, headers: cors });
        return;
      }

      if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
        res.writeHead(200, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Ok');
        return;
      }

      const clear = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/.exec(path);
      if (clear && req.method === 'DELETE') {
        core.clear(core.database({ project: decodeURIComponent(clear[1]!), database: decodeURIComponent(clear[2]!) }));
        sendJson(res, 200, cors, {});
        return;
      }

      const writesRoute = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/writes$/.exec(path);
      if (writesRoute && req.method === 'GET') {
        const { writeLog } = core.database({ project: decodeURIComponent(writesRoute[1]!), database: decodeURIComponent(writesRoute[2]!) });
        const since = Number(url.searchParams.get('since') ?? 0);
        if (!Number.isInteger(since) || since < 0) throw new FsError('INVALID_ARGUMENT', 'since must be a sequence number (0 or more).');
        sendJson(res, 200, cors, { latest: writeLog.latest, writes: writeLog.since(since, url.searchParams.get('under') ?? undefined) });
        return;
      }

      const rulesRoute = /^\/emulator\/v1\/projects\/([^/:]+):securityRules$/.exec(path);
      if (rulesRoute && req.method === 'PUT') {
        const parsed = JSON.parse(body || '{}') as { rules?: { files?: { content?: unknown }[] }; ignore_errors?: unknown };
        const content = parsed.rules?.files?.[0]?.content;
        if (typeof content !== 'string') throw new FsError('INVALID_ARGUMENT', 'Expected {"rules":{"files":[{"content":"…"}]}}.');
        await getCompiler();
        try {
          setRules(content, decodeURIComponent(rulesRoute[1]!));
          sendJson(res, 200, cors, { rules: parsed.rules, issues: [] });
        } catch (e) {
          const pos = e instanceof RulesLoadError ? { line: e.line, column: e.column } : { line: 0, column: 0 };
          const issue = { sourcePosition: pos, description: e instanceof Error ? e.message : String(e), severity: 'ERROR' };
          if (parsed.ignore_errors === true) sendJson(res, 200, cors, { rules: parsed.rules, issues: [issue] });
          else sendJson(res, 400, cors, { error: { code: 400, message: issue.description, status: 'INVALID_ARGUMENT' }, issues: [issue] });
        }
        return;
      }

      if (path.startsWith('/v1/')) {
        let parsed: unknown = {};
        if (body.trim() !== '') {
          try {
            parsed = JSON.parse(body);
          } catch {
            throw new FsError('INVALID_ARGUMENT', 'Invalid JSON payload received.');
          }
        }
        const caller = callerFromAuthorization(req.headers.authorization);
        const result = handleRest(core, { method: req.method ?? 'GET', path: path.slice(4), query: url.searchParams, body: parsed, caller });
        sendJson(res, 200, cors, result);
        return;
      }

      throw new FsError('NOT_FOUND', `Not found: ${req.method} ${path}`);
    } catch (e) {
      const err = e instanceof SyntaxError ? new FsError('INVALID_ARGUMENT', `Invalid JSON: ${e.message}`) : toFsError(e);
      if (err.status === 'INTERNAL') log(`internal error on ${req.method} ${path}: ${e instanceof Error ? e.stack : String(e)}`);
      if (!res.headersSent) sendJson(res, err.httpStatus, cors, err.toJSON());
      else res.end();
    }
  };

  const httpServer = http.createServer((req, res) => {
    handle(req, res).catch((e) => {
      log(`unhandled: ${e instanceof Error ? e.stack : String(e)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  httpServer.keepAliveTimeout = 65_000;
  httpServer.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  });

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // Peek at the first bytes to route HTTP/2 (gRPC) and HTTP/1.1 on the same port.
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      const isH2 = first.length >= 3 && first.subarray(0, Math.min(first.length, H2_PREFACE.length)).equals(H2_PREFACE.subarray(0, Math.min(first.length, H2_PREFACE.length)));
      if (isH2 && grpcBridge) {
        if (debug) log('gRPC connection');
        grpcBridge.accept(socket);
      } else if (isH2) socket.destroy();
      else httpServer.emit('connection', socket);
      socket.resume();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8080, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (e) => log(`server error: ${e.message}`));
  const addr = server.address() as net.AddressInfo;

  let closed = false;
  return {
    host,
    port: addr.port,
    url: `http://${host}:${addr.port}`,
    core,
    setRules,
    flush: () => persistence?.save(),
    close: async () => {
      if (closed) return;
      closed = true;
      if (options.rulesPath) unwatchFile(options.rulesPath);
      channels.closeAll();
      await grpcBridge?.close();
      persistence?.save();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
  };
}
