import type { FsValue } from './values.ts';

// The request shapes of the public contract (re-exported unchanged by index.ts).

export interface RulesAuth { uid: string; token: Record<string, unknown> }
export interface RulesDocument { path: string; data: Record<string, FsValue> }
export interface RulesRequest {
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  path: string;
  auth: RulesAuth | null;
  time: Date;
  /** The same instant in microseconds, when known: a commit's server timestamps have that precision. */
  timeMicros?: number;
  resource: RulesDocument | null;
  requestResource: RulesDocument | null;
  query?: { limit?: number; offset?: number; orderBy?: string[] };
}
export interface RulesContext {
  get(path: string): RulesDocument | null;
  getAfter(path: string): RulesDocument | null;
}
