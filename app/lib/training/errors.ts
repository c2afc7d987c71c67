import { errors as messages } from '../../../locales/fr/programs.json';

/*
 * Bad options are programming or form errors the screens must show in French. The error carries
 * both the namespaced i18next key (with its params) for the UI to translate, and a `message`
 * already in French, read here from the same JSON the UI uses, so a log, a test or a server
 * action that only sees `message` still gets the French sentence and the text lives in one place.
 * Only the `errors` group is imported: the bundler drops the rest of the namespace.
 */
export type TrainingErrorId = keyof typeof messages;
export type TrainingErrorParams = Readonly<Record<string, string | number>>;

export class TrainingError extends Error {
  readonly key: `programs:errors.${TrainingErrorId}`;
  readonly params: TrainingErrorParams;

  constructor(id: TrainingErrorId, params: TrainingErrorParams = {}) {
    super(messages[id].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder)));
    this.name = 'TrainingError';
    this.key = `programs:errors.${id}`;
    this.params = params;
  }
}

/** Inclusive integer range check shared by every option of the generators. */
export function requireIntegerIn(value: unknown, min: number, max: number, id: TrainingErrorId): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new TrainingError(id, { min, max });
  }
  return value;
}

export function requireOneOf<T extends string>(value: unknown, allowed: readonly T[], id: TrainingErrorId): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw new TrainingError(id, { value: String(value) });
  return value as T;
}
