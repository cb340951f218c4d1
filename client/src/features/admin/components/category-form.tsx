import { DEFAULT_CATEGORY_ICON } from '#shared/catalogue.ts';
import type { CategoryTranslations } from '#shared/category-translations.ts';
import { normaliseSlug } from '#shared/slug.ts';
import { useId, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { createCategory } from '../api.ts';
import { useDashboard } from '../dashboard-context.ts';
import { CATEGORY_SUCCESS, callFailure, categoryFailureMessage } from '../messages.ts';
import { useCatalogueChange } from '../queries.ts';
import { validateCategory } from '../validation.ts';
import { CategoryTranslationsFields } from './category-translations-fields.tsx';

/** The icon quick-pick of SPEC.md §2: twelve emoji. */
export const ICON_CHOICES = ['🎵', '🎶', '🎧', '🎹', '🎸', '🎷', '🎺', '🎻', '🥁', '☕', '🌙', '🌿'] as const;

/** "Create New Category": name, folder (shown as it will be saved), description and icon. */
export function CategoryForm() {
  const { showStatus } = useDashboard();
  const create = useCatalogueChange(createCategory);
  const busy = create.isPending;
  const [name, setName] = useState('');
  const [folder, setFolder] = useState('');
  const [folderEdited, setFolderEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [icon, setIcon] = useState<string>(DEFAULT_CATEGORY_ICON);
  const [translations, setTranslations] = useState<CategoryTranslations>({});
  const [error, setError] = useState('');
  const ids = {
    name: useId(),
    folder: useId(),
    folderHint: useId(),
    description: useId(),
    icon: useId(),
    picks: useId(),
  };

  // Until the folder is typed in, it follows the name.
  const folderValue = folderEdited ? folder : name;
  const slug = normaliseSlug(folderValue);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateCategory({ name, folder: folderValue });
    if (problem) {
      setError(problem);
      showStatus(problem, 'error');
      return;
    }
    setError('');
    create.mutate(
      {
        name: name.trim(),
        slug,
        description: description.trim(),
        icon: icon.trim() || DEFAULT_CATEGORY_ICON,
        translations,
      },
      {
        onSuccess: () => {
          showStatus(CATEGORY_SUCCESS, 'success');
          setName('');
          setFolder('');
          setFolderEdited(false);
          setDescription('');
          setIcon(DEFAULT_CATEGORY_ICON);
          setTranslations({});
        },
        onError: (failure) => {
          const message = categoryFailureMessage(callFailure(apiErrorOf(failure)));
          setError(message);
          showStatus(message, 'error');
        },
      },
    );
  };

  return (
    <form
      className="admin-form admin-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="category-heading"
      data-testid="category-form"
    >
      <h2 id="category-heading">Create New Category</h2>
      <div className="admin-grid-2">
        <div className="admin-field">
          <label htmlFor={ids.name}>Category name *</label>
          <input
            id={ids.name}
            aria-required="true"
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.folder}>Folder *</label>
          <input
            id={ids.folder}
            aria-required="true"
            aria-describedby={ids.folderHint}
            maxLength={100}
            value={folderValue}
            onChange={(e) => {
              setFolderEdited(true);
              setFolder(e.target.value);
            }}
          />
          <small id={ids.folderHint} className="admin-muted" data-testid="category-slug">
            Saved as: <code>{slug || '—'}</code> (lower case; anything but a-z, 0-9 and - becomes -)
          </small>
        </div>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.description}>Description</label>
        <textarea
          id={ids.description}
          rows={3}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.icon}>Icon</label>
        <input
          id={ids.icon}
          className="admin-icon-input"
          maxLength={16}
          value={icon}
          onChange={(e) => setIcon(e.target.value)}
        />
        <div className="admin-emoji-picks" role="group" aria-label="Quick pick an icon" id={ids.picks}>
          {ICON_CHOICES.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="admin-emoji"
              aria-pressed={icon === emoji}
              aria-label={`Use ${emoji} as the icon`}
              onClick={() => setIcon(emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      </div>
      <CategoryTranslationsFields value={translations} onChange={setTranslations} />
      <p className="admin-form-error" role="alert">
        {error}
      </p>
      <div className="admin-form-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {busy ? 'Creating...' : 'Create Category'}
        </button>
      </div>
    </form>
  );
}
