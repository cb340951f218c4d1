import { describe, expect, it } from 'vitest';
import {
  bulkFailureMessage,
  bulkSuccessMessage,
  categoryFailureMessage,
  deleteFailureMessage,
  libraryFailureMessage,
  loginFailureMessage,
  recommendationMarkedMessage,
  updateDialogFailureMessage,
  updateFailureMessage,
  uploadFailureMessage,
} from './messages.ts';

describe('update track failures (SPEC.md §8)', () => {
  it('maps the status to the spec reason, whatever the server said', () => {
    const said = { message: 'something the server said' };
    expect(updateFailureMessage({ status: 413, ...said })).toBe(
      'Failed to update track: File too large. Please use a smaller image (max 5MB)',
    );
    expect(updateFailureMessage({ status: 400, ...said })).toBe('Failed to update track: Invalid request data');
    expect(updateFailureMessage({ status: 404, ...said })).toBe('Failed to update track: Track not found');
    expect(updateFailureMessage({ status: 500, ...said })).toBe('Failed to update track: Server error');
    expect(updateFailureMessage({ status: 409, ...said })).toBe('Failed to update track: HTTP 409');
    expect(updateFailureMessage({ status: 502 })).toBe('Failed to update track: HTTP 502');
    expect(updateFailureMessage({ status: 0 })).toBe('Failed to update track: Network error');
  });

  it('the edit dialog shows the server message, or "Failed to update track"', () => {
    expect(updateDialogFailureMessage({ status: 404, message: 'Track not found' })).toBe('❌ Track not found');
    expect(updateDialogFailureMessage({ status: 500 })).toBe('❌ Failed to update track');
    expect(updateDialogFailureMessage({ status: 0 })).toBe('❌ Network error');
  });
});

describe('upload failures', () => {
  it('names the status and the body for an error answer', () => {
    expect(uploadFailureMessage({ status: 400, message: 'The file is not MP3, WAV or OGG audio' })).toBe(
      'Upload failed: HTTP 400 - The file is not MP3, WAV or OGG audio',
    );
    expect(uploadFailureMessage({ status: 502, body: '<html>\n  Bad gateway\n</html>' })).toBe(
      'Upload failed: HTTP 502 - <html> Bad gateway </html>',
    );
    expect(uploadFailureMessage({ status: 500 })).toBe('Upload failed: HTTP 500');
  });

  it('keeps a long body short', () => {
    const text = uploadFailureMessage({ status: 500, body: 'x'.repeat(5000) });
    expect(text.length).toBeLessThan(260);
    expect(text.endsWith('…')).toBe(true);
  });

  it('uses the message when the call answered without success, and says Network error without an answer', () => {
    expect(uploadFailureMessage({ status: 200, message: 'Storage is full' })).toBe('Upload failed: Storage is full');
    expect(uploadFailureMessage({ status: 0 })).toBe('Upload failed: Network error');
  });
});

describe('bulk upload messages', () => {
  it('counts what was uploaded', () => {
    expect(bulkSuccessMessage(3, 3)).toBe('Successfully uploaded 3 tracks!');
    expect(bulkSuccessMessage(2, 3)).toBe('Successfully uploaded 2 out of 3 tracks!');
  });

  it('fails with the server message or Network error', () => {
    expect(bulkFailureMessage({ status: 400, message: 'Please fill in all required fields' })).toBe(
      'Bulk upload failed: Please fill in all required fields',
    );
    expect(bulkFailureMessage({ status: 503 })).toBe('Bulk upload failed: HTTP 503');
    expect(bulkFailureMessage({ status: 0 })).toBe('Bulk upload failed: Network error');
  });
});

describe('delete, category, library, login, recommendations', () => {
  it('delete and category failures carry the reason', () => {
    expect(deleteFailureMessage({ status: 404, message: 'Track not found' })).toBe(
      'Failed to delete track: Track not found',
    );
    expect(deleteFailureMessage({ status: 0 })).toBe('Failed to delete track: Network error');
    expect(categoryFailureMessage({ status: 409, message: 'A category with the folder "x" already exists' })).toBe(
      'Failed to create category: A category with the folder "x" already exists',
    );
    expect(categoryFailureMessage({ status: 0 })).toBe('Failed to create category: Network error');
  });

  it('a library load failure says ❌ Error: with the best reason available', () => {
    expect(libraryFailureMessage({ status: 500, message: 'Database unavailable' })).toBe(
      '❌ Error: Database unavailable',
    );
    expect(libraryFailureMessage({ status: 502, body: 'Bad gateway' })).toBe(
      '❌ Error: Failed to fetch music library: 502',
    );
    expect(libraryFailureMessage({ status: 0 })).toBe('❌ Error: Failed to load music library');
  });

  it('login shows the server message, else Authentication failed, or Network error', () => {
    expect(loginFailureMessage({ status: 401, message: 'Invalid username or password' })).toBe(
      'Invalid username or password',
    );
    expect(loginFailureMessage({ status: 500 })).toBe('Authentication failed');
    expect(loginFailureMessage({ status: 0 })).toBe('Network error');
  });

  it('a recommendation change names its status', () => {
    expect(recommendationMarkedMessage('read')).toBe('✅ Recommendation marked as read');
    expect(recommendationMarkedMessage('archived')).toBe('✅ Recommendation marked as archived');
  });
});
