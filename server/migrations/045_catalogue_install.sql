-- The generated catalogue is installed track by track as each is made (issue 17), so a start that is killed half-way
-- must know to carry on. One row while an install is unfinished; deleted when the last track is in.
create table catalogue_install (
  id          boolean primary key default true check (id),
  cache_key   text not null,
  total       integer not null check (total > 0),
  started_at  timestamptz not null default now()
);
