-- Optional per-language names and descriptions of a category: {"fr": {"name": "...", "description": "..."}, ...}.
-- Validated by the API (shared/category-translations.ts); the default language is the row's own name/description.
alter table categories
  add column translations jsonb not null default '{}'::jsonb check (jsonb_typeof(translations) = 'object');
