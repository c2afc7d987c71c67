// gRPC status codes and their REST mapping (brief §2.3, §6.5).
export const CODES = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type CodeName = keyof typeof CODES;

const HTTP: Record<CodeName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

export class FsError extends Error {
  readonly status: CodeName;
  constructor(status: CodeName, message: string) {
    super(message);
    this.status = status;
  }
  get code(): number {
    return CODES[this.status];
  }
  get httpStatus(): number {
    return HTTP[this.status];
  }
  toJSON(): { error: { code: number; message: string; status: CodeName } } {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

export function permissionDenied(): FsError {
  return new FsError('PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);
}

/** Anything thrown that is not an FsError is a bug in the emulator: report INTERNAL, never crash. */
export function toFsError(e: unknown): FsError {
  if (e instanceof FsError) return e;
  const msg = e instanceof Error ? e.message : String(e);
  return new FsError('INTERNAL', `Internal emulator error: ${msg}`);
}
