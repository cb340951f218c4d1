-- Pomolo: the catalogue, visitor input, and admin accounts.

create table categories (
  id          bigint generated always as identity primary key,
  name        text not null check (char_length(name) between 1 and 100),
  slug        text not null unique check (slug ~ '^[a-z0-9-]+$' and char_length(slug) <= 100),
  description text not null default '',
  icon        text not null default '🎵',
  sort_order  integer not null default 0,
  created_at  timestamptz not null default now()
);

create table tracks (
  id               bigint generated always as identity primary key,
  category_id      bigint not null references categories (id) on delete restrict,
  title            text not null check (char_length(title) between 1 and 200),
  artist           text not null check (char_length(artist) between 1 and 200),
  -- File names inside DATA_DIR/media/audio and DATA_DIR/media/covers.
  audio_file       text not null unique,
  audio_mime       text not null check (audio_mime in ('audio/mpeg', 'audio/wav', 'audio/ogg')),
  audio_bytes      bigint not null check (audio_bytes > 0),
  -- Base name of the cover variants (name.webp, name-400.webp, ...); null means the default cover.
  cover_file       text,
  duration_seconds numeric(10, 3) not null check (duration_seconds > 0),
  licence          text not null,
  source           text not null,
  play_count       bigint not null default 0 check (play_count >= 0),
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now()
);
create index tracks_category_idx on tracks (category_id, id);
create index tracks_created_idx on tracks (created_at);

create table recommendations (
  id          bigint generated always as identity primary key,
  message     text not null check (char_length(message) between 1 and 2000),
  status      text not null default 'new' check (status in ('new', 'read', 'archived')),
  created_at  timestamptz not null default now(),
  user_ip     text,
  user_agent  text,
  admin_notes text
);
create index recommendations_status_idx on recommendations (status, created_at desc);

create table contact_messages (
  id           bigint generated always as identity primary key,
  inquiry_type text not null check (inquiry_type in ('general', 'technical', 'feature', 'bug', 'partnership', 'feedback')),
  name         text not null check (char_length(name) between 1 and 200),
  email        text not null check (char_length(email) between 3 and 320),
  message      text not null check (char_length(message) between 1 and 5000),
  created_at   timestamptz not null default now(),
  user_ip      text,
  user_agent   text
);

create table admins (
  id            bigint generated always as identity primary key,
  username      text not null unique check (char_length(username) between 1 and 100),
  password_hash text not null,
  created_at    timestamptz not null default now(),
  last_login_at timestamptz
);

create table sessions (
  id         bigint generated always as identity primary key,
  -- SHA-256 of the cookie token; the token itself is never stored.
  token_hash bytea not null unique,
  admin_id   bigint not null references admins (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  user_agent text,
  user_ip    text
);
create index sessions_expiry_idx on sessions (expires_at);
