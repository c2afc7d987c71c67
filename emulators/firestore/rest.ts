// REST (HTTP/JSON) adapter for `/v1/projects/{p}/databases/{d}/documents…` (brief §2, §8.3).
// Streaming RPCs answer with a JSON array, unary ones with an object.
import type { Caller } from './auth.ts';
import type { Database, FirestoreCore } from './core.ts';
import { FsError } from './errors.ts';
import { autoId, parseFieldPath, type DbName } from './paths.ts';
import { parseQuery } from './query.ts';

export interface RestRequest {
  method: string;
  /** Path after `/v1/`, still percent-encoded. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  caller: Caller;
}

function invalid(msg: string): never {
  throw new FsError('INVALID_ARGUMENT', msg);
}

function decodeSegments(raw: string): string[] {
  return raw
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return invalid(`Invalid percent-encoding in path segment "${s}".`);
      }
    });
}

function obj(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) invalid('Request body must be a JSON object.');
  return body as Record<string, unknown>;
}

function withFirst<T extends Record<string, unknown>>(items: T[], extra: Record<string, unknown>): T[] {
  if (items.length) Object.assign(items[0]!, extra);
  return items;
}

/** Returns the JSON response body, or throws FsError. */
export function handleRest(core: FirestoreCore, r: RestRequest): unknown {
  // Split `…/documents/c/d:runQuery`: the RPC suffix follows the last ':' of the last segment
  // (document ids containing ':' arrive percent-encoded).
  let raw = r.path;
  let rpc = '';
  const lastSlash = raw.lastIndexOf('/');
  const colon = raw.indexOf(':', lastSlash + 1);
  if (colon >= 0) {
    rpc = raw.slice(colon + 1);
    raw = raw.slice(0, colon);
  }
  const segs = decodeSegments(raw);
  if (segs[0] !== 'projects' || segs[2] !== 'databases' || segs.length < 4) throw new FsError('NOT_FOUND', `Unknown resource: /v1/${r.path}`);
  const name: DbName = { project: segs[1]!, database: segs[3]! };
  const db = core.database(name);
  if (segs.length === 4) {
    // Database-level RPCs without `/documents` are not used by the SDKs.
    throw new FsError('UNIMPLEMENTED', `Method ${rpc || r.method} on a database is not implemented by this emulator.`);
  }
  if (segs[4] !== 'documents') throw new FsError('NOT_FOUND', `Unknown resource: /v1/${r.path}`);
  const rel = segs.slice(5).join('/');
  const relDepth = rel === '' ? 0 : rel.split('/').length;
  const parentName = `${db.prefix}/documents${rel ? '/' + rel : ''}`;
  const body = obj(r.body);
  const c = r.caller;

  if (rpc) {
    if (r.method !== 'POST') throw new FsError('NOT_FOUND', `Method ${r.method} not allowed for :${rpc}`);
    switch (rpc) {
      case 'commit':
        return core.commit(db, body.writes, c, body.transaction);
      case 'batchWrite':
        return core.batchWrite(db, body.writes, c);
      case 'batchGet': {
        const g = core.batchGet(db, body.documents, c, { transaction: body.transaction, newTransaction: body.newTransaction, mask: body.mask });
        const items = g.results.map((x) => ({ ...x, readTime: g.readTime }) as Record<string, unknown>);
        if (!items.length) items.push({ readTime: g.readTime });
        return withFirst(items, g.transaction ? { transaction: g.transaction } : {});
      }
      case 'runQuery': {
        if (relDepth % 2 !== 0) invalid(`Invalid parent: "${parentName}" is not a document.`);
        const { db: qdb, q } = core.query(parentName, body.structuredQuery);
        const res = core.runQuery(qdb, q, c, { transaction: body.transaction, newTransaction: body.newTransaction });
        const items: Record<string, unknown>[] = res.docs.map((d) => ({ document: d, readTime: res.readTime }));
        if (!items.length) items.push({ readTime: res.readTime });
        return withFirst(items, res.transaction ? { transaction: res.transaction } : {});
      }
      case 'runAggregationQuery': {
        const saq = obj(body.structuredAggregationQuery);
        const { db: qdb, q } = core.query(parentName, saq.structuredQuery);
        const res = core.aggregate(qdb, q, saq.aggregations, c, { transaction: body.transaction, newTransaction: body.newTransaction });
        return [{ result: { aggregateFields: res.aggregateFields }, readTime: res.readTime, ...(res.transaction ? { transaction: res.transaction } : {}) }];
      }
      case 'beginTransaction':
        return { transaction: core.beginTransaction(db, body.options) };
      case 'rollback':
        core.rollback(db, body.transaction);
        return {};
      case 'listCollectionIds': {
        if (relDepth % 2 !== 0) invalid(`Invalid parent: "${parentName}" is not a document.`);
        const ids = db.collectionIds(rel);
        return page(ids, body.pageSize, body.pageToken, (items, next) => ({ collectionIds: items, ...(next ? { nextPageToken: next } : {}) }));
      }
      default:
        throw new FsError('UNIMPLEMENTED', `Method :${rpc} is not implemented by this emulator.`);
    }
  }

  if (relDepth === 0) throw new FsError('NOT_FOUND', `Unknown resource: /v1/${r.path}`);
  const isDoc = relDepth % 2 === 0;
  const docResource = `${db.prefix}/documents/${rel}`;
  switch (r.method) {
    case 'GET': {
      if (!isDoc) return listDocuments(core, db, rel, r);
      const d = core.getDocument(db, rel, c);
      if (!d) throw new FsError('NOT_FOUND', `Document "${docResource}" not found.`);
      return core.encodeDoc(db, d, maskFields(d.fields, r.query.getAll('mask.fieldPaths')));
    }
    case 'PATCH': {
      if (!isDoc) invalid('PATCH requires a document path.');
      const write: Record<string, unknown> = { update: { name: docResource, fields: body.fields ?? {} } };
      const mask = r.query.getAll('updateMask.fieldPaths');
      if (mask.length) write.updateMask = { fieldPaths: mask };
      const pre = precondition(r.query);
      if (pre) write.currentDocument = pre;
      core.commit(db, [write], c);
      const d = db.get(rel);
      if (!d) throw new FsError('INTERNAL', 'Document vanished after write.');
      return core.encodeDoc(db, d, maskFields(d.fields, r.query.getAll('mask.fieldPaths')));
    }
    case 'DELETE': {
      if (!isDoc) invalid('DELETE requires a document path.');
      const write: Record<string, unknown> = { delete: docResource };
      const pre = precondition(r.query);
      if (pre) write.currentDocument = pre;
      core.commit(db, [write], c);
      return {};
    }
    case 'POST': {
      // CreateDocument: POST …/documents/{collection}?documentId=…
      if (isDoc) throw new FsError('NOT_FOUND', `Unknown method POST on document ${docResource}`);
      const id = r.query.get('documentId') || autoId();
      const name = `${db.prefix}/documents/${rel}/${id}`;
      core.commit(db, [{ update: { name, fields: body.fields ?? {} }, currentDocument: { exists: false } }], c);
      const d = db.get(`${rel}/${id}`)!;
      return core.encodeDoc(db, d, maskFields(d.fields, r.query.getAll('mask.fieldPaths')));
    }
    default:
      throw new FsError('NOT_FOUND', `Method ${r.method} not allowed.`);
  }
}

function precondition(q: URLSearchParams): Record<string, unknown> | null {
  const exists = q.get('currentDocument.exists');
  if (exists !== null) return { exists: exists === 'true' };
  const t = q.get('currentDocument.updateTime');
  if (t !== null) return { updateTime: t };
  return null;
}

function maskFields<T extends Record<string, unknown>>(fields: T, mask: string[]): T {
  if (!mask.length) return fields;
  const out: Record<string, unknown> = {};
  for (const p of mask) {
    const segs = parseFieldPath(p);
    let src: unknown = fields;
    let dst = out;
    for (let i = 0; i < segs.length; i++) {
      const v = (src as Record<string, unknown> | undefined)?.[segs[i]!] as Record<string, unknown> | undefined;
      if (v === undefined) break;
      if (i === segs.length - 1) dst[segs[i]!] = v;
      else {
        const m = v.mapValue as { fields?: Record<string, unknown> } | undefined;
        if (!m) break;
        const existing = dst[segs[i]!] as { mapValue: { fields: Record<string, unknown> } } | undefined;
        const next = existing ?? { mapValue: { fields: {} } };
        dst[segs[i]!] = next;
        dst = next.mapValue.fields;
        src = m.fields;
      }
    }
  }
  return out as T;
}

function page<R>(items: string[], pageSize: unknown, pageToken: unknown, build: (items: string[], next: string | null) => R): R {
  const size = Number(pageSize) > 0 ? Number(pageSize) : items.length || 1;
  const start = typeof pageToken === 'string' && pageToken ? Number(Buffer.from(pageToken, 'base64').toString()) || 0 : 0;
  const slice = items.slice(start, start + size);
  const next = start + size < items.length ? Buffer.from(String(start + size)).toString('base64') : null;
  return build(slice, next);
}

function listDocuments(core: FirestoreCore, db: Database, collRel: string, r: RestRequest): unknown {
  const parent = collRel.includes('/') ? collRel.slice(0, collRel.lastIndexOf('/')) : '';
  const collectionId = collRel.slice(collRel.lastIndexOf('/') + 1);
  const q = parseQuery(`${db.prefix}/documents${parent ? '/' + parent : ''}`, {
    from: [{ collectionId }],
    orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
  });
  core.authorizeList(db, q, r.caller);
  const showMissing = r.query.get('showMissing') === 'true';
  const names = new Set<string>();
  for (const d of db.candidates(q)) names.add(d.rel);
  if (showMissing) {
    // Documents that do not exist but have subcollections ("missing" documents).
    const prefix = collRel + '/';
    for (const d of db.all()) {
      if (!d.rel.startsWith(prefix)) continue;
      const id = d.rel.slice(prefix.length).split('/')[0]!;
      names.add(`${collRel}/${id}`);
    }
  }
  const sorted = [...names].sort();
  const mask = r.query.getAll('mask.fieldPaths');
  return page(sorted, r.query.get('pageSize'), r.query.get('pageToken'), (items, next) => ({
    documents: items.map((rel) => {
      const d = db.get(rel);
      if (!d) return { name: `${db.prefix}/documents/${rel}` };
      return core.encodeDoc(db, d, maskFields(d.fields, mask));
    }),
    ...(next ? { nextPageToken: next } : {}),
  }));
}
