-- The sign-in throttle and the rate limits survive a crash of the database (issue 25, decision 0070). UNLOGGED
-- tables are emptied by crash recovery, so a killed postmaster gave every address a fresh allowance of passwords
-- and messages. The WAL they now write costs little at the rates these tables are written.
alter table login_failures set logged;
alter table login_slots set logged;
alter table rate_limits set logged;
