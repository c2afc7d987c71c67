// Snapshot persistence: the whole state as one JSON file, written atomically (temp file + rename)
// and debounced, so a crash mid-write never leaves a truncated file behind.
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FirestoreCore, PersistedState } from './core.ts';

const FILE = 'firestore-data.json';

export class Persistence {
  private timer: NodeJS.Timeout | null = null;
  private readonly file: string;
  private readonly dir: string;
  private readonly core: FirestoreCore;
  private readonly debounceMs: number;
  private readonly log: (m: string) => void;

  constructor(core: FirestoreCore, dir: string, debounceMs: number, log: (m: string) => void) {
    this.core = core;
    this.dir = dir;
    this.file = join(dir, FILE);
    this.debounceMs = debounceMs;
    this.log = log;
  }

  load(fresh: boolean): void {
    if (fresh) {
      if (existsSync(this.file)) rmSync(this.file);
      return;
    }
    if (!existsSync(this.file)) return;
    try {
      const state = JSON.parse(readFileSync(this.file, 'utf8')) as PersistedState;
      this.core.restore(state);
    } catch (e) {
      // A corrupt file must not prevent starting; keep it aside for inspection.
      const aside = `${this.file}.corrupt-${Date.now()}`;
      renameSync(this.file, aside);
      this.log(`could not read ${this.file} (${e instanceof Error ? e.message : String(e)}); moved to ${aside}, starting empty`);
    }
  }

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.save();
    }, this.debounceMs);
    this.timer.unref();
  }

  save(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    try {
      mkdirSync(this.dir, { recursive: true });
      const tmp = `${this.file}.tmp-${process.pid}`;
      writeFileSync(tmp, JSON.stringify(this.core.snapshot()));
      renameSync(tmp, this.file);
    } catch (e) {
      this.log(`could not save data to ${this.file}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
