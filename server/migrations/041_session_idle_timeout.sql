-- Sessions end after 30 minutes without a request (issue 12 item 4), besides their 12-hour absolute expiry.
alter table sessions add column last_seen_at timestamptz not null default now();
