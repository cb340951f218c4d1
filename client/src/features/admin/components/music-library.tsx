import { useState } from 'react';
import type { AdminTrack } from '#shared/admin-api.ts';
import { BulkUploadForm } from './bulk-upload-form.tsx';
import { CategoryForm } from './category-form.tsx';
import { EditTrackForm } from './edit-track-form.tsx';
import { EditTrackModal } from './edit-track-modal.tsx';
import { TabList, tabPanelProps, type TabItem } from './tabs.tsx';
import { INITIAL_TRACK_QUERY, TrackList, type TrackListQuery } from './track-list.tsx';
import { UploadTrackForm } from './upload-track-form.tsx';

type SubTab = 'list' | 'upload' | 'bulk' | 'category' | 'edit';

/** The Music Library section: Track List, Upload Track, Bulk Upload, Add Category, and Edit Track while editing. */
export function MusicLibrary() {
  const [tab, setTab] = useState<SubTab>('list');
  const [editing, setEditing] = useState<AdminTrack | null>(null);
  const [quickEdit, setQuickEdit] = useState<AdminTrack | null>(null);
  const [listQuery, setListQuery] = useState<TrackListQuery>(INITIAL_TRACK_QUERY);

  const tabs: TabItem<SubTab>[] = [
    { id: 'list', label: 'Track List' },
    { id: 'upload', label: 'Upload Track' },
    { id: 'bulk', label: 'Bulk Upload' },
    { id: 'category', label: 'Add Category' },
    ...(editing ? [{ id: 'edit' as const, label: 'Edit Track' }] : []),
  ];

  const leaveEdit = () => {
    setEditing(null);
    setTab('list');
  };

  const changeTab = (next: SubTab) => {
    // Leaving the edit tab drops the selection, so the tab goes away as the spec wants.
    if (next !== 'edit' && editing) setEditing(null);
    setTab(next);
  };

  return (
    <div className="admin-music">
      <TabList
        idPrefix="admin-music"
        label="Music library"
        tabs={tabs}
        active={tab}
        onChange={changeTab}
        className="admin-tabs admin-subtabs"
      />
      <div {...tabPanelProps('admin-music', tab)} className="admin-subtab-panel">
        {tab === 'list' && (
          <TrackList
            query={listQuery}
            onQueryChange={setListQuery}
            onEdit={(track) => {
              setEditing(track);
              setTab('edit');
            }}
            onQuickEdit={setQuickEdit}
          />
        )}
        {tab === 'upload' && <UploadTrackForm />}
        {tab === 'bulk' && <BulkUploadForm />}
        {tab === 'category' && <CategoryForm />}
        {tab === 'edit' && editing && <EditTrackForm key={editing.id} track={editing} onDone={leaveEdit} />}
      </div>
      <EditTrackModal track={quickEdit} onClose={() => setQuickEdit(null)} />
    </div>
  );
}
