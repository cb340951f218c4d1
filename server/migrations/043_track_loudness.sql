-- Issue 17: each track's measured loudness (ITU-R BS.1770-4 / EBU R128, server/src/media/loudness.ts) and, for the
-- shipped catalogue, how it was made. `licence` and `source` (the credit an admin enters) exist since 001.
alter table tracks
  -- Null until measured, and after measuring when the audio holds nothing to measure (silence, undecodable).
  add column integrated_lufs numeric(6, 2) check (integrated_lufs between -150 and 30),
  add column true_peak_dbtp numeric(6, 2) check (true_peak_dbtp between -150 and 30),
  -- When the meter last ran on this row's audio file; null means "still to measure" (the start-up backfill and
  -- the queue after an upload pick these up). A new audio file sets it back to null.
  add column loudness_measured_at timestamptz,
  -- How a shipped (generated) track was made; empty for uploads, whose credit is `source`.
  add column how_made text not null default '' check (char_length(how_made) <= 500);

-- Rows seeded before this migration: the generator's tracks carried their recipe in `source`.
update tracks set how_made = source where licence = 'generated, CC0';

create index tracks_loudness_pending_idx on tracks (id) where loudness_measured_at is null;
