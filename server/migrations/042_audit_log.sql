-- The admin audit log (issue 12 item 5): who did what, when, from where. Rows are only ever inserted.
create table audit_log (
  id          bigint generated always as identity primary key,
  at          timestamptz not null default now(),
  -- The account, when known; the username as typed for a failed sign-in (the account may not exist).
  admin_id    bigint references admins (id) on delete set null,
  actor       text not null check (char_length(actor) <= 200),
  action      text not null check (action ~ '^[a-z-]+(\.[a-z-]+)*$'),
  target_type text check (target_type is null or target_type ~ '^[a-z-]+$'),
  target_id   text check (target_id is null or char_length(target_id) <= 100),
  summary     text not null default '' check (char_length(summary) <= 500),
  ip          text,
  user_agent  text
);
create index audit_log_at_idx on audit_log (at desc, id desc);
