/** Admin constants shared by the dashboard and the server. */
export const ADMIN_PAGE_SIZE = 25;
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_MAX_FILES = 50;

export const COVER_TOO_LARGE = 'File too large. Please use a smaller image (max 5MB)';
export const AUDIO_TOO_LARGE = 'File too large. Audio files can be at most 50MB';
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const TITLE_ARTIST_REQUIRED = 'Title and artist are required';
export const INVALID_IMAGE = 'Please select a valid image file';
export const NOT_AUDIO = 'The file is not MP3, WAV or OGG audio';
