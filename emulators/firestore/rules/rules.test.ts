import { describe, expect, it } from 'vitest';
import { compileRules, type FsValue, type RulesAuth, type RulesContext, type RulesDocument, type RulesRequest } from './index.ts';

// ---- fixtures ----

const NOW = new Date('2026-03-15T10:00:00.000Z');

const str = (s: string): FsValue => ({ stringValue: s });
const int = (n: number): FsValue => ({ integerValue: String(n) });
const dbl = (n: number): FsValue => ({ doubleValue: n });
const ts = (d: Date | string): FsValue => ({ timestampValue: typeof d === 'string' ? d : d.toISOString() });
const bool = (b: boolean): FsValue => ({ booleanValue: b });
const arr = (...values: FsValue[]): FsValue => ({ arrayValue: { values } });
const map = (fields: Record<string, FsValue>): FsValue => ({ mapValue: { fields } });

function store(docs: Record<string, Record<string, FsValue>>): RulesContext & { after: Record<string, Record<string, FsValue> | null> } {
  const after: Record<string, Record<string, FsValue> | null> = {};
  const read = (path: string, data: Record<string, FsValue> | null | undefined): RulesDocument | null =>
    data ? { path, data } : null;
  return {
    after,
    get: (path) => read(path, docs[path]),
    getAfter: (path) => read(path, path in after ? after[path] : docs[path]),
  };
}

const alice: RulesAuth = { uid: 'alice', token: { email: 'alice@example.com', email_verified: true, firebase: { sign_in_provider: 'password' } } };
const bob: RulesAuth = { uid: 'bob', token: { email: 'bob@example.com', email_verified: false } };

function req(partial: Partial<RulesRequest> & Pick<RulesRequest, 'method' | 'path'>): RulesRequest {
  return { auth: null, time: NOW, resource: null, requestResource: null, ...partial };
}

// ---- a realistic ruleset for the app ----

const APP_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isSignedIn() {
      return request.auth != null;
    }
    function isOwner(uid) {
      return isSignedIn() && request.auth.uid == uid;
    }
    function isAdmin() {
      return isSignedIn() && request.auth.token.get('admin', false) == true;
    }

    // Everything under a user's document is private to that user (v2: ** also matches zero segments).
    match /users/{uid}/{document=**} {
      allow get: if isOwner(uid);
    }

    match /users/{uid} {
      function validProfile(d) {
        return d.keys().hasAll(['displayName', 'units', 'createdAt'])
          && d.keys().hasOnly(['displayName', 'units', 'createdAt', 'updatedAt', 'goalKg'])
          && d.displayName is string
          && d.displayName.size() >= 1 && d.displayName.size() <= 40
          && d.units in ['metric', 'imperial']
          && d.createdAt is timestamp
          && (!('goalKg' in d) || (d.goalKg is number && d.goalKg > 20 && d.goalKg < 400));
      }
      allow create: if isOwner(uid)
        && validProfile(request.resource.data)
        && request.resource.data.createdAt == request.time
        && request.auth.token.email_verified == true;
      allow update: if isOwner(uid)
        && validProfile(request.resource.data)
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['displayName', 'units', 'goalKg', 'updatedAt'])
        && request.resource.data.updatedAt == request.time;
      allow delete: if isAdmin();

      match /measurements/{measurementId} {
        function validMeasurement() {
          let d = request.resource.data;
          let maxTime = request.time + duration.value(5, 'm');
          return d.keys().hasOnly(['weightKg', 'takenAt', 'note'])
            && d.weightKg is number && d.weightKg > 20 && d.weightKg < 400
            && d.takenAt is timestamp && d.takenAt <= maxTime
            && d.get('note', '').size() <= 280;
        }
        allow list: if isOwner(uid) && request.query.limit <= 100;
        allow create, update: if isOwner(uid) && validMeasurement();
        allow delete: if isOwner(uid);
      }
    }

    match /clubs/{clubId} {
      function isMember() {
        return exists(/databases/$(database)/documents/clubs/$(clubId)/members/$(request.auth.uid));
      }
      allow get: if resource.data.visibility == 'public' || isMember();
      allow update: if get(/databases/$(database)/documents/clubs/$(clubId)/members/$(request.auth.uid)).data.role == 'coach';

      match /members/{memberId} {
        // A member may join only if the club document counts them in the same batch.
        allow create: if request.auth.uid == memberId
          && getAfter(/databases/$(database)/documents/clubs/$(clubId)).data.memberCount
             == get(/databases/$(database)/documents/clubs/$(clubId)).data.memberCount + 1;
        allow delete: if existsAfter(/databases/$(database)/documents/clubs/$(clubId)) == false
          || request.auth.uid == memberId;
      }
    }
  }
}`;

const rules = compileRules(APP_RULES);
const validProfile = () => ({
  displayName: str('Alice'), units: str('metric'), createdAt: ts(NOW),
});

describe('app ruleset: users/{uid}/{document=**}', () => {
  const ctx = store({});

  it('lets owners read their own documents at any depth, including the user document itself', () => {
    expect(rules.evaluate(req({ method: 'get', path: 'users/alice', auth: alice }), ctx)).toBe(true);
    expect(rules.evaluate(req({ method: 'get', path: 'users/alice/measurements/m1', auth: alice }), ctx)).toBe(true);
    expect(rules.evaluate(req({ method: 'get', path: 'users/alice/a/b/c/d', auth: alice }), ctx)).toBe(true);
  });

  it('denies other users and anonymous callers', () => {
    expect(rules.evaluate(req({ method: 'get', path: 'users/alice', auth: bob }), ctx)).toBe(false);
    expect(rules.evaluate(req({ method: 'get', path: 'users/alice/measurements/m1', auth: null }), ctx)).toBe(false);
  });

  it('denies by default where no match applies', () => {
    expect(rules.evaluate(req({ method: 'get', path: 'secrets/s1', auth: alice }), ctx)).toBe(false);
  });
});

describe('app ruleset: profile schema', () => {
  const ctx = store({});
  const create = (data: Record<string, FsValue>, auth = alice) =>
    rules.evaluate(req({ method: 'create', path: 'users/alice', auth, requestResource: { path: 'users/alice', data } }), ctx);

  it('accepts a valid profile', () => {
    expect(create(validProfile())).toBe(true);
    expect(create({ ...validProfile(), goalKg: dbl(62.5) })).toBe(true);
    expect(create({ ...validProfile(), goalKg: int(70) })).toBe(true);
  });

  it('rejects unknown or missing keys', () => {
    expect(create({ ...validProfile(), isAdmin: bool(true) })).toBe(false);
    const { units: _dropped, ...withoutUnits } = validProfile();
    expect(create(withoutUnits)).toBe(false);
  });

  it('checks types, sizes, enums and request.time', () => {
    expect(create({ ...validProfile(), displayName: int(5) })).toBe(false);
    expect(create({ ...validProfile(), displayName: str('') })).toBe(false);
    expect(create({ ...validProfile(), displayName: str('x'.repeat(41)) })).toBe(false);
    expect(create({ ...validProfile(), displayName: str('x'.repeat(40)) })).toBe(true);
    expect(create({ ...validProfile(), units: str('stone') })).toBe(false);
    expect(create({ ...validProfile(), goalKg: str('70') })).toBe(false);
    expect(create({ ...validProfile(), createdAt: ts('2026-03-15T09:59:59.000Z') })).toBe(false);
  });

  it('uses token claims', () => {
    expect(create(validProfile(), { uid: 'alice', token: { email_verified: false } })).toBe(false);
  });

  it('restricts updated keys with diff().affectedKeys().hasOnly', () => {
    const existing = { ...validProfile(), createdAt: ts('2026-01-01T00:00:00Z') };
    const update = (data: Record<string, FsValue>) => rules.evaluate(req({
      method: 'update', path: 'users/alice', auth: alice,
      resource: { path: 'users/alice', data: existing },
      requestResource: { path: 'users/alice', data },
    }), ctx);
    expect(update({ ...existing, displayName: str('Alice B.'), updatedAt: ts(NOW) })).toBe(true);
    expect(update({ ...existing, createdAt: ts(NOW), updatedAt: ts(NOW) })).toBe(false);
    expect(update({ ...existing, displayName: str('Alice B.'), updatedAt: ts('2020-01-01T00:00:00Z') })).toBe(false);
  });

  it('only lets admins delete, via a custom claim', () => {
    const del = (auth: RulesRequest['auth']) =>
      rules.evaluate(req({ method: 'delete', path: 'users/alice', auth, resource: { path: 'users/alice', data: validProfile() } }), ctx);
    expect(del(alice)).toBe(false);
    expect(del({ uid: 'root', token: { admin: true } })).toBe(true);
  });
});

describe('app ruleset: measurements with let-functions and queries', () => {
  const ctx = store({});
  const write = (data: Record<string, FsValue>, method: 'create' | 'update' = 'create') => rules.evaluate(req({
    method, path: 'users/alice/measurements/m1', auth: alice,
    resource: method === 'update' ? { path: 'users/alice/measurements/m1', data: {} } : null,
    requestResource: { path: 'users/alice/measurements/m1', data },
  }), ctx);

  it('validates weight, time window and optional note', () => {
    expect(write({ weightKg: dbl(71.2), takenAt: ts(NOW) })).toBe(true);
    expect(write({ weightKg: int(71), takenAt: ts('2026-03-15T10:04:00Z'), note: str('post-run') }, 'update')).toBe(true);
    expect(write({ weightKg: dbl(71.2), takenAt: ts('2026-03-15T10:06:00Z') })).toBe(false);
    expect(write({ weightKg: dbl(12), takenAt: ts(NOW) })).toBe(false);
    expect(write({ weightKg: dbl(71.2), takenAt: ts(NOW), note: str('x'.repeat(281)) })).toBe(false);
    expect(write({ weightKg: dbl(71.2), takenAt: str('today') })).toBe(false);
  });

  it('gates list on request.query.limit', () => {
    const list = (query: RulesRequest['query'], auth = alice) =>
      rules.evaluate(req({ method: 'list', path: 'users/alice/measurements/m1', auth, query }), ctx);
    expect(list({ limit: 50 })).toBe(true);
    expect(list({ limit: 100 })).toBe(true);
    expect(list({ limit: 101 })).toBe(false);
    expect(list({})).toBe(false);
    expect(list({ limit: 50 }, bob)).toBe(false);
  });
});

describe('app ruleset: get/exists/getAfter through the context', () => {
  const ctx = store({
    'clubs/run': { visibility: str('private'), memberCount: int(2) },
    'clubs/run/members/alice': { role: str('coach') },
    'clubs/run/members/bob': { role: str('runner') },
    'clubs/open': { visibility: str('public'), memberCount: int(0) },
  });
  const club = (id: string) => ({ path: `clubs/${id}`, data: {} as Record<string, FsValue> });

  it('reads documents with exists() and get()', () => {
    const getClub = (id: string, auth: RulesRequest['auth'], data: Record<string, FsValue>) =>
      rules.evaluate(req({ method: 'get', path: `clubs/${id}`, auth, resource: { ...club(id), data } }), ctx);
    expect(getClub('run', bob, { visibility: str('private') })).toBe(true);
    expect(getClub('run', { uid: 'carol', token: {} }, { visibility: str('private') })).toBe(false);
    // Public clubs are readable even anonymously: the error in isMember() is absorbed by ||.
    expect(getClub('open', null, { visibility: str('public') })).toBe(true);
    expect(getClub('run', null, { visibility: str('private') })).toBe(false);
  });

  it('denies when get() returns null for a missing document', () => {
    const update = (auth: RulesRequest['auth']) => rules.evaluate(req({ method: 'update', path: 'clubs/run', auth }), ctx);
    expect(update(alice)).toBe(true);
    expect(update(bob)).toBe(false);
    expect(update({ uid: 'carol', token: {} })).toBe(false);
  });

  it('compares getAfter() with get() for batched writes', () => {
    const join = (after: Record<string, FsValue> | null, uid = 'carol') => {
      const c = store({ 'clubs/run': { memberCount: int(2) } });
      c.after['clubs/run'] = after;
      return rules.evaluate(req({ method: 'create', path: `clubs/run/members/${uid}`, auth: { uid, token: {} } }), c);
    };
    expect(join({ memberCount: int(3) })).toBe(true);
    expect(join({ memberCount: int(2) })).toBe(false);
    const c = store({ 'clubs/run': { memberCount: int(2) } });
    c.after['clubs/run'] = { memberCount: int(3) };
    expect(rules.evaluate(req({ method: 'create', path: 'clubs/run/members/carol', auth: { uid: 'dave', token: {} } }), c)).toBe(false);
  });

  it('uses existsAfter() to allow cleanup when the club is deleted in the same commit', () => {
    const c = store({ 'clubs/run': { memberCount: int(2) } });
    const del = () => rules.evaluate(req({ method: 'delete', path: 'clubs/run/members/bob', auth: alice }), c);
    expect(del()).toBe(false);
    c.after['clubs/run'] = null;
    expect(del()).toBe(true);
  });
});

// ---- language features at the ruleset level ----

function allows(condition: string, request: Partial<RulesRequest> = {}, ctx: RulesContext = store({})): boolean {
  const r = compileRules(`rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /t/{id} { allow read: if ${condition}; } } }`);
  return r.evaluate(req({ method: 'get', path: 't/x', ...request }), ctx);
}

describe('allow semantics', () => {
  it('allows only when the condition is exactly true', () => {
    expect(allows('true')).toBe(true);
    expect(allows('false')).toBe(false);
    expect(allows('1')).toBe(false);
    expect(allows("'true'")).toBe(false);
    expect(allows('null')).toBe(false);
  });

  it('denies on errors unless || / && absorb them', () => {
    expect(allows('request.auth.uid == "x"')).toBe(false);
    expect(allows('request.auth.uid == "x" || true')).toBe(true);
    expect(allows('true || request.auth.uid == "x"')).toBe(true);
    expect(allows('!(request.auth.uid == "x" && false)')).toBe(true);
    expect(allows('!(request.auth.uid == "x" && true)')).toBe(false);
    expect(allows('resource.data.x == 1')).toBe(false);
    expect(allows('resource == null')).toBe(true);
  });

  it('ORs every matching allow across overlapping matches', () => {
    const r = compileRules(`rules_version = '2';
service cloud.firestore { match /databases/{database}/documents {
  match /t/{id} { allow get: if id == 'a'; allow get: if 1 / 0 == 0; }
  match /t/{other} { allow get: if other == 'b'; }
  match /{coll}/{id} { allow list: if coll == 't'; }
} }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 't/a' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 't/b' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 't/c' }), ctx)).toBe(false);
    expect(r.evaluate(req({ method: 'list', path: 't/c' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'update', path: 't/a' }), ctx)).toBe(false);
  });

  it('maps read and write to their methods', () => {
    const r = compileRules(`service cloud.firestore { match /databases/{d}/documents {
      match /r/{id} { allow read; }
      match /w/{id} { allow write; }
      match /c/{id} { allow create; }
    } }`);
    const ctx = store({});
    const check = (path: string, method: RulesRequest['method']) => r.evaluate(req({ method, path }), ctx);
    expect(['get', 'list', 'create', 'update', 'delete'].map((m) => check('r/1', m as RulesRequest['method'])))
      .toEqual([true, true, false, false, false]);
    expect(['get', 'list', 'create', 'update', 'delete'].map((m) => check('w/1', m as RulesRequest['method'])))
      .toEqual([false, false, true, true, true]);
    expect(['get', 'create', 'update'].map((m) => check('c/1', m as RulesRequest['method']))).toEqual([false, true, false]);
  });

  it('requires the match to cover the whole path', () => {
    const r = compileRules(`service cloud.firestore { match /databases/{d}/documents { match /a/{id} { allow read; } } }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 'a/1' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 'a/1/b/2' }), ctx)).toBe(false);
  });
});

describe('wildcards', () => {
  it('binds {var} to the segment and {rest=**} to a path', () => {
    const r = compileRules(`rules_version = '2';
service cloud.firestore { match /databases/{database}/documents {
  match /a/{x}/{rest=**} { allow get: if database == '(default)' && x == 'one' && rest == /b/two && rest[1] == 'two'; }
  match /z/{doc=**} { allow get: if doc.size() == 0 || doc[0] == 'deep'; }
} }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 'a/one/b/two' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 'a/one/b/three' }), ctx)).toBe(false);
    expect(r.evaluate(req({ method: 'get', path: 'z/deep/c/d' }), ctx)).toBe(true);
  });

  it('supports a recursive wildcard in the middle (collection groups) in v2', () => {
    const r = compileRules(`rules_version = '2';
service cloud.firestore { match /databases/{database}/documents {
  match /{path=**}/comments/{id} { allow list: if path.size() >= 0 && id != 'blocked'; }
} }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'list', path: 'comments/c1' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'list', path: 'posts/p1/comments/c1' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'list', path: 'posts/p1/comments/blocked' }), ctx)).toBe(false);
    expect(r.evaluate(req({ method: 'list', path: 'posts/p1/likes/l1' }), ctx)).toBe(false);
  });

  it('requires at least one segment for ** in rules_version 1', () => {
    const v1 = compileRules(`service cloud.firestore { match /databases/{d}/documents { match /u/{uid}/{rest=**} { allow read; } } }`);
    const v2 = compileRules(`rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /u/{uid}/{rest=**} { allow read; } } }`);
    const ctx = store({});
    expect(v1.evaluate(req({ method: 'get', path: 'u/1' }), ctx)).toBe(false);
    expect(v1.evaluate(req({ method: 'get', path: 'u/1/x/2' }), ctx)).toBe(true);
    expect(v2.evaluate(req({ method: 'get', path: 'u/1' }), ctx)).toBe(true);
  });
});

describe('functions', () => {
  const compile = (body: string) => compileRules(`rules_version = '2';
service cloud.firestore {
  function top(n) { return n * 2; }
  match /databases/{database}/documents {
    ${body}
  }
}`);

  it('sees enclosing wildcards, service-level functions and its own lets in order', () => {
    const r = compile(`
    match /users/{uid} {
      function check(expected) {
        let doubled = top(expected);
        let same = uid == 'u' + string(doubled);
        return same && doubled > expected;
      }
      allow get: if check(21);
    }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 'users/u42' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 'users/u41' }), ctx)).toBe(false);
  });

  it('does not see the caller’s variables, only its lexical scope', () => {
    const r = compile(`
    function leak() { return inner == 'x'; }
    match /a/{inner} { allow get: if leak() || inner == 'y'; }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 'a/x' }), ctx)).toBe(false);
    expect(r.evaluate(req({ method: 'get', path: 'a/y' }), ctx)).toBe(true);
  });

  it('allows recursion within the call-depth limit and denies beyond it', () => {
    const r = compile(`
    function sum(n) { return n <= 0 ? 0 : n + sum(n - 1); }
    match /n/{k} { allow get: if sum(int(k)) == int(k) * (int(k) + 1) / 2; }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 'n/5' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 'n/19' }), ctx)).toBe(true);
    expect(r.evaluate(req({ method: 'get', path: 'n/25' }), ctx)).toBe(false);
  });

  it('denies on wrong arity or unknown functions', () => {
    const r = compile(`match /a/{b} { function f(x) { return true; } allow get: if f(); allow list: if nope(); allow create: if f(1); }`);
    const ctx = store({});
    expect(r.evaluate(req({ method: 'get', path: 'a/b' }), ctx)).toBe(false);
    expect(r.evaluate(req({ method: 'list', path: 'a/b' }), ctx)).toBe(false);
    expect(r.evaluate(req({ method: 'create', path: 'a/b' }), ctx)).toBe(true);
  });
});

describe('request and resource variables', () => {
  const doc = { path: 't/x', data: { owner: str('alice'), tags: arr(str('a'), str('b')), nested: map({ n: int(1) }) } };

  it('exposes request fields', () => {
    expect(allows("request.method == 'get'")).toBe(true);
    expect(allows("request.path == /databases/(default)/documents/t/x")).toBe(true);
    expect(allows("request.auth.token.firebase.sign_in_provider == 'password'", { auth: alice })).toBe(true);
    expect(allows("request.auth.token.email.matches('.*@example[.]com')", { auth: bob })).toBe(true);
    expect(allows('request.query.limit == 10 && request.query.orderBy == ["name"]', { query: { limit: 10, orderBy: ['name'] } })).toBe(true);
    expect(allows('request.query.offset == 0', { query: { limit: 10 } })).toBe(false);
  });

  it('exposes resource and request.resource data, id and __name__', () => {
    expect(allows("resource.data.owner == 'alice' && resource.id == 'x'", { resource: doc })).toBe(true);
    expect(allows("resource.__name__ == /databases/$(database)/documents/t/$(id)", { resource: doc })).toBe(true);
    expect(allows("'b' in resource.data.tags && resource.data.nested.n == 1", { resource: doc })).toBe(true);
    expect(allows('request.resource.data.tags.size() == 2', { requestResource: doc })).toBe(true);
    expect(allows('request.resource.data.tags.size() == 2')).toBe(false);
  });

  it('converts every Firestore value type', () => {
    const data: Record<string, FsValue> = {
      s: str('x'), i: int(7), d: dbl(1.5), b: bool(true), n: { nullValue: null }, t: ts('2026-01-01T00:00:00.000001Z'),
      m: map({ k: str('v') }), a: arr(int(1)), r: { referenceValue: 'projects/p/databases/(default)/documents/users/u' },
      y: { bytesValue: 'AQI=' }, g: { geoPointValue: { latitude: 48.85, longitude: 2.35 } }, e: { arrayValue: {} },
    };
    const cond = [
      'd.s is string', 'd.i is int', 'd.d is float', 'd.b == true', 'd.n == null', 'd.t.nanos() == 1000',
      "d.m.k == 'v'", 'd.a == [1]', 'd.r == /databases/(default)/documents/users/u', 'd.y.size() == 2',
      'd.g.latitude() == 48.85', 'd.e == []',
    ].join(' && ').replaceAll('d.', 'resource.data.');
    expect(allows(cond, { resource: { path: 't/x', data } })).toBe(true);
    expect(allows(cond.replace("'v'", "'w'"), { resource: { path: 't/x', data } })).toBe(false);
  });
});
