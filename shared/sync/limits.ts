/** The sync server's limits, shared by the routes and the client (which batches and explains within them). */
export const SYNC_LIMITS = {
  /** Stored ciphertext per space (ops and snapshot). */
  spaceQuotaBytes: 5 * 1024 * 1024,
  /** Ops per push. */
  batchOps: 100,
  /** Characters of one op's body (base64url). */
  opBodyChars: 64 * 1024,
  /** Characters of a snapshot body. */
  snapshotChars: 4 * 1024 * 1024,
  /** Ops per pull page. */
  pullPage: 500,
  /** Requests per space per minute (every device of the space together). */
  perSpacePerMinute: 600,
  /** Requests per client address per minute (every space behind one address together). */
  perAddressPerMinute: 1200,
  /** Body size of a push (the batch's ops fit well inside). */
  pushBodyBytes: 1024 * 1024,
} as const;

/** Space ids and write tokens are base64url of 32 bytes; op ids of 16. */
export const SPACE_ID_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const OP_ID_PATTERN = '^[A-Za-z0-9_-]{22}$';
