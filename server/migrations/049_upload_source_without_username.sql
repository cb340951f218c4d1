-- An upload without a source published its admin's username in /api/tracks and /credits ("Uploaded by <username>",
-- "Bulk upload by <username>"). The server now stores "Uploaded by the site's admin" (issue 25, decision 0070); this
-- rewrites the rows stored before, for every username an admin account has or had (the audit log remembers those
-- since deleted; a failed sign-in's actor is whatever was typed, so not those). A source an admin typed that merely
-- looks alike is rewritten too: it named an admin.
with names as (
  select username as name from admins
  union select actor from audit_log where action <> 'sign-in.failure'
)
update tracks set source = 'Uploaded by the site''s admin'
  where source in (select 'Uploaded by ' || name from names union select 'Bulk upload by ' || name from names);
