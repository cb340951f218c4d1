-- Sync without an account (issue 31, decision 0083). The server holds ciphertext only: a space is known by the
-- SHA-256 of its id, and requests prove the write token whose SHA-256 is kept. Both are derived on the devices from
-- a key the server never sees.
create table sync_spaces (
  id_hash      bytea primary key check (octet_length(id_hash) = 32),
  token_hash   bytea not null check (octet_length(token_hash) = 32),
  -- The last sequence number given to an op of this space (ops are numbered 1, 2, 3… per space).
  last_seq     bigint not null default 0,
  -- Ciphertext stored (ops and snapshot), counted against the quota.
  bytes        bigint not null default 0,
  -- An encrypted snapshot of the whole state up to snapshot_seq: the ops it replaces are deleted.
  snapshot     text,
  snapshot_seq bigint not null default 0,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);

create table sync_ops (
  space_hash bytea not null references sync_spaces (id_hash) on delete cascade,
  seq        bigint not null,
  op_id      text not null,
  body       text not null,
  at         timestamptz not null default now(),
  primary key (space_hash, seq),
  unique (space_hash, op_id)
);
