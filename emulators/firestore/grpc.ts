// gRPC adapter (google.firestore.v1.Firestore) for firebase-admin's default transport and the
// Node build of firebase/firestore (brief §8.2, §8.4). Messages are converted to the proto3 JSON
// shapes the REST adapter and stream sessions already speak, so no Firestore logic lives here.
import { createRequire } from 'node:module';
import net from 'node:net';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { callerFromAuthorization } from './auth.ts';
import type { FirestoreCore } from './core.ts';
import { type FsError, toFsError } from './errors.ts';
import { handleRest } from './rest.ts';
import { ListenSession, WriteSession, type StreamSink } from './streams.ts';
import { formatTimestamp, parseTimestamp } from './values.ts';

type Json = Record<string, unknown>;

/** Fields of type google.protobuf.Timestamp in the Firestore v1 API (RFC 3339 in JSON). */
const TIMESTAMP_FIELDS = new Set(['timestampValue', 'readTime', 'updateTime', 'createTime', 'commitTime', 'expireTime']);

function mapTree(x: unknown, fn: (key: string, v: unknown) => unknown): unknown {
  if (Array.isArray(x)) return x.map((e) => mapTree(e, fn));
  if (x === null || typeof x !== 'object' || Buffer.isBuffer(x)) return x;
  const out: Json = {};
  for (const [k, v] of Object.entries(x)) out[k] = fn(k, mapTree(v, fn));
  return out;
}

/** gRPC-decoded object → proto3 JSON. */
export function fromWire(x: unknown): Json {
  return mapTree(x, (k, v) => {
    if (TIMESTAMP_FIELDS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      if (keys.every((kk) => kk === 'seconds' || kk === 'nanos')) {
        const t = v as { seconds?: string | number; nanos?: number };
        return formatTimestamp(Number(t.seconds ?? 0), Number(t.nanos ?? 0));
      }
    }
    return v;
  }) as Json;
}

/** proto3 JSON → object for protobufjs `fromObject` (timestamps as {seconds, nanos}). */
export function toWire(x: unknown): Json {
  return mapTree(x, (k, v) => {
    if (TIMESTAMP_FIELDS.has(k) && typeof v === 'string') {
      const t = parseTimestamp(v);
      return { seconds: String(t.seconds), nanos: t.nanos };
    }
    if (k === 'nullValue') return 'NULL_VALUE';
    return v;
  }) as Json;
}

interface ProtoMessage {
  oneofs?: Record<string, { oneof: string[] }>;
  fields: Record<string, { type: string; id: number; rule?: string }>;
}

/**
 * The Firestore v1 service as @google-cloud/firestore describes it, plus `Write.verify` (field 5
 * of the `operation` oneof). That package's copy of write.proto predates `verify`, and protobuf
 * drops unknown fields when decoding, so a transaction that only reads a document (the web SDK
 * sends `verify` for it) would reach the emulator as an empty write.
 */
function loadService(): grpc.ServiceDefinition {
  const require = createRequire(import.meta.url);
  const descriptor = structuredClone(require('@google-cloud/firestore/build/protos/v1.json') as Parameters<typeof protoLoader.fromJSON>[0]);
  const v1 = (descriptor as unknown as { nested: { google: { nested: { firestore: { nested: { v1: { nested: Record<string, ProtoMessage> } } } } } } }).nested.google.nested
    .firestore.nested.v1.nested;
  const write = v1.Write!;
  if (!write.fields.verify) {
    write.fields.verify = { type: 'string', id: 5 };
    write.oneofs?.operation?.oneof.push('verify');
  }
  const def = protoLoader.fromJSON(descriptor, { keepCase: false, longs: String, enums: String, bytes: String, defaults: false, oneofs: false });
  const loaded = grpc.loadPackageDefinition(def) as unknown as { google: { firestore: { v1: { Firestore: { service: grpc.ServiceDefinition } } } } };
  return loaded.google.firestore.v1.Firestore.service;
}

function encodePath(name: string): string {
  return name.split('/').map(encodeURIComponent).join('/');
}

function grpcError(e: unknown): grpc.ServiceError {
  const err = toFsError(e);
  return Object.assign(new Error(err.message), { code: err.code, details: err.message, metadata: new grpc.Metadata() }) as grpc.ServiceError;
}

function callerOf(md: grpc.Metadata): ReturnType<typeof callerFromAuthorization> {
  const v = md.get('authorization')[0];
  return callerFromAuthorization(typeof v === 'string' ? v : v?.toString());
}

function without(o: Json, ...keys: string[]): Json {
  const out = { ...o };
  for (const k of keys) delete out[k];
  return out;
}

export interface GrpcBridge {
  /** Hands an HTTP/2 socket accepted on the shared port to the internal gRPC server. */
  accept(socket: net.Socket): void;
  close(): Promise<void>;
}

/** Starts grpc-js on an internal loopback port; connections from the public port are piped to it. */
export async function startGrpc(core: FirestoreCore, log: (m: string) => void, debug = false): Promise<GrpcBridge> {
  // One line per call at debug level, like HTTP requests: method, final status, duration.
  const logCall = (method: string, started: number, err?: unknown): void => {
    if (debug) log(`gRPC ${method} → ${err === undefined ? 'OK' : toFsError(err).status} ${Date.now() - started}ms`);
  };
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 64 * 1024 * 1024 });
  const rest = (caller: ReturnType<typeof callerOf>, method: string, path: string, body: unknown, query = new URLSearchParams()): unknown => {
    // Resource names are raw here; only the `:rpc` suffix must survive percent-encoding.
    const m = method === 'POST' ? /^(.*?)(:[A-Za-z]+)?$/.exec(path)! : [path, path, undefined];
    return handleRest(core, { method, path: encodePath(m[1]!) + (m[2] ?? ''), query, body, caller });
  };

  const unary =
    (method: string, fn: (req: Json, md: grpc.Metadata) => unknown) =>
    (call: grpc.ServerUnaryCall<Json, Json>, cb: grpc.sendUnaryData<Json>): void => {
      const started = Date.now();
      try {
        cb(null, toWire(fn(fromWire(call.request), call.metadata)));
        logCall(method, started);
      } catch (e) {
        cb(grpcError(e));
        logCall(method, started, e);
      }
    };
  const serverStream =
    (method: string, fn: (req: Json, md: grpc.Metadata) => unknown) =>
    (call: grpc.ServerWritableStream<Json, Json>): void => {
      const started = Date.now();
      try {
        const items = fn(fromWire(call.request), call.metadata) as unknown[];
        for (const it of items) call.write(toWire(it));
        call.end();
        logCall(method, started);
      } catch (e) {
        call.emit('error', grpcError(e));
        logCall(method, started, e);
      }
    };
  const bidi =
    (method: string, make: (md: grpc.Metadata, sink: StreamSink) => ListenSession | WriteSession) =>
    (call: grpc.ServerDuplexStream<Json, Json>): void => {
      const started = Date.now();
      let logged = false;
      const logOnce = (err?: unknown): void => {
        if (logged) return;
        logged = true;
        logCall(method, started, err);
      };
      let ended = false;
      const sink: StreamSink = {
        send: (msg) => {
          if (!ended) call.write(toWire(msg));
        },
        fail: (err: FsError) => {
          if (ended) return;
          ended = true;
          call.emit('error', grpcError(err));
          logOnce(err);
        },
      };
      const session = make(call.metadata, sink);
      call.on('data', (m: Json) => {
        try {
          session.handle(fromWire(m));
        } catch (e) {
          sink.fail(toFsError(e));
        }
      });
      const stop = (): void => {
        if (session instanceof ListenSession) session.close();
        logOnce();
      };
      call.on('end', () => {
        stop();
        if (!ended) {
          ended = true;
          call.end();
        }
      });
      call.on('cancelled', stop);
      call.on('error', stop);
    };

  const impl: grpc.UntypedServiceImplementation = {
    getDocument: unary('GetDocument', (r, md) => rest(callerOf(md), 'GET', String(r.name), {}, new URLSearchParams(((r.mask as Json | undefined)?.fieldPaths as string[] | undefined)?.map((p) => ['mask.fieldPaths', p]) ?? []))),
    listDocuments: unary('ListDocuments', (r, md) => {
      const q = new URLSearchParams();
      if (r.pageSize) q.set('pageSize', String(r.pageSize));
      if (r.pageToken) q.set('pageToken', String(r.pageToken));
      if (r.showMissing) q.set('showMissing', 'true');
      for (const p of ((r.mask as Json | undefined)?.fieldPaths as string[] | undefined) ?? []) q.append('mask.fieldPaths', p);
      return rest(callerOf(md), 'GET', `${String(r.parent)}/${String(r.collectionId)}`, {}, q);
    }),
    commit: unary('Commit', (r, md) => rest(callerOf(md), 'POST', `${String(r.database)}/documents:commit`, without(r, 'database'))),
    batchWrite: unary('BatchWrite', (r, md) => rest(callerOf(md), 'POST', `${String(r.database)}/documents:batchWrite`, without(r, 'database'))),
    beginTransaction: unary('BeginTransaction', (r, md) => rest(callerOf(md), 'POST', `${String(r.database)}/documents:beginTransaction`, without(r, 'database'))),
    rollback: unary('Rollback', (r, md) => rest(callerOf(md), 'POST', `${String(r.database)}/documents:rollback`, without(r, 'database'))),
    listCollectionIds: unary('ListCollectionIds', (r, md) => rest(callerOf(md), 'POST', `${String(r.parent)}:listCollectionIds`, without(r, 'parent'))),
    batchGetDocuments: serverStream('BatchGetDocuments', (r, md) => rest(callerOf(md), 'POST', `${String(r.database)}/documents:batchGet`, without(r, 'database'))),
    runQuery: serverStream('RunQuery', (r, md) => rest(callerOf(md), 'POST', `${String(r.parent)}:runQuery`, without(r, 'parent'))),
    runAggregationQuery: serverStream('RunAggregationQuery', (r, md) => rest(callerOf(md), 'POST', `${String(r.parent)}:runAggregationQuery`, without(r, 'parent'))),
    listen: bidi('Listen', (md, sink) => new ListenSession(core, callerOf(md), sink)),
    write: bidi('Write', (md, sink) => new WriteSession(core, callerOf(md), sink)),
  };
  server.addService(loadService(), impl);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );

  const pipes = new Set<net.Socket>();
  return {
    accept(socket) {
      const upstream = net.connect(port, '127.0.0.1');
      pipes.add(upstream);
      upstream.on('close', () => {
        pipes.delete(upstream);
        socket.destroy();
      });
      upstream.on('error', (e) => {
        log(`gRPC bridge error: ${e.message}`);
        socket.destroy();
      });
      socket.on('close', () => upstream.destroy());
      socket.pipe(upstream);
      upstream.pipe(socket);
    },
    async close() {
      for (const p of pipes) p.destroy();
      server.forceShutdown();
    },
  };
}
