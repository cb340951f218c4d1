-- Shared state for several server processes on one database (issue 18, decision 0055): the sign-in throttle and the
-- rate limits are counted here, so N instances enforce one limit; catalogue writes notify every instance.

-- Counters are UNLOGGED: no WAL, so a check costs little; a database crash empties them, as a restart emptied the
-- in-memory counters before.
create unlogged table login_failures (
  id    bigint generated always as identity primary key,
  scope text not null check (scope in ('pair', 'address', 'user')),
  key   text not null,
  at    timestamptz not null
);
create index login_failures_key_idx on login_failures (scope, key, at desc);
create index login_failures_at_idx on login_failures (at);

-- The next moment a password for a username over its free allowance may be checked.
create unlogged table login_slots (
  username text primary key,
  next_at  timestamptz not null
);

-- Addresses each account signed in from (exempt from the username delays for 30 days). Logged: a restart keeps them.
create table login_known_addresses (
  username text not null,
  address  text not null,
  at       timestamptz not null,
  primary key (username, address)
);
insert into login_known_addresses (username, address, at)
  select lower(actor), ip, max(at) from audit_log
  where action = 'sign-in.success' and ip is not null and at > now() - interval '30 days'
  group by lower(actor), ip
  on conflict do nothing;

-- Fixed-window counters for @fastify/rate-limit (visitor messages, play counts): key = route + client address.
create unlogged table rate_limits (
  key      text primary key,
  hits     integer not null,
  reset_at timestamptz not null
);
create index rate_limits_reset_idx on rate_limits (reset_at);

-- The sign-in throttle's decision (server/src/auth/login-throttle.ts, decision 0018), in one round trip. Decisions
-- sharing an address or a username are serialised across every process (transaction-scoped advisory locks, always
-- the address's first), and a granted attempt is counted as a failure before the password is checked.
create function login_attempt_begin(
  p_user text, p_address text, p_now timestamptz, p_window interval,
  p_per_pair integer, p_per_address integer, p_per_user_free integer,
  p_first_delay interval, p_max_delay interval, p_known interval,
  out ok boolean, out retry_after_ms bigint, out reason text, out failure_ids bigint[]
) language plpgsql as $$
declare
  v_pair   text := p_address || ' ' || p_user; -- addresses hold no space: unambiguous
  v_cutoff timestamptz := p_now - p_window;
  v_at     timestamptz;
  v_count  integer;
  v_slot   timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('pomolo-login-address ' || p_address, 0));
  perform pg_advisory_xact_lock(hashtextextended('pomolo-login-user ' || p_user, 0));
  ok := false;
  -- Over a limit: wait until the limit-th newest failure leaves the window.
  select f.at into v_at from login_failures f
    where f.scope = 'pair' and f.key = v_pair and f.at > v_cutoff order by f.at desc offset p_per_pair - 1 limit 1;
  if found then
    reason := 'pair';
    retry_after_ms := greatest(1, ceil(extract(epoch from v_at + p_window - p_now) * 1000));
    return;
  end if;
  select f.at into v_at from login_failures f
    where f.scope = 'address' and f.key = p_address and f.at > v_cutoff order by f.at desc offset p_per_address - 1 limit 1;
  if found then
    reason := 'address';
    retry_after_ms := greatest(1, ceil(extract(epoch from v_at + p_window - p_now) * 1000));
    return;
  end if;
  if not exists (select 1 from login_known_addresses k
                 where k.username = p_user and k.address = p_address and k.at >= p_now - p_known) then
    select count(*) into v_count from login_failures f where f.scope = 'user' and f.key = p_user and f.at > v_cutoff;
    if v_count >= p_per_user_free then
      select s.next_at into v_slot from login_slots s where s.username = p_user;
      if v_slot > p_now then
        reason := 'username';
        retry_after_ms := ceil(extract(epoch from v_slot - p_now) * 1000);
        return;
      end if;
      insert into login_slots (username, next_at)
        values (p_user, p_now + least(p_max_delay, p_first_delay * power(2, least(v_count - p_per_user_free, 30))))
        on conflict (username) do update set next_at = excluded.next_at;
    end if;
  end if;
  with added as (
    insert into login_failures (scope, key, at)
    values ('pair', v_pair, p_now), ('address', p_address, p_now), ('user', p_user, p_now)
    returning id, scope
  )
  select array_agg(a.id) into failure_ids from added a where a.scope <> 'pair';
  ok := true;
end
$$;

-- The password was right: the pair starts afresh, the attempt's failures are taken back, the address is known.
create function login_attempt_succeeded(p_user text, p_address text, p_failure_ids bigint[], p_now timestamptz)
returns void language sql as $$
  delete from login_failures
    where (scope = 'pair' and key = p_address || ' ' || p_user) or id = any(p_failure_ids);
  insert into login_known_addresses (username, address, at) values (p_user, p_address, p_now)
    on conflict (username, address) do update set at = greatest(login_known_addresses.at, excluded.at);
$$;

-- Catalogue writes, from any process (a server, a seed or a script), tell every listening server to rebuild its
-- copy of /api/tracks. NOTIFY is delivered at commit, once per transaction and payload.
create function notify_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('pomolo_catalogue', '');
  return null;
end
$$;
create trigger categories_notify after insert or update or delete or truncate on categories
  for each statement execute function notify_catalogue_changed();
create trigger tracks_notify after insert or delete or truncate on tracks
  for each statement execute function notify_catalogue_changed();
-- Not on play counts: they are not part of the public catalogue, and a play would rebuild it everywhere.
create trigger tracks_update_notify
  after update of category_id, title, artist, audio_file, cover_file, duration_seconds, licence, source on tracks
  for each statement execute function notify_catalogue_changed();
