/** Admin constants shared by the dashboard and the server. */
export const ADMIN_PAGE_SIZE = 25;
export const AUDIO_MAX_BYTES = 50 * 1024 * 1024;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_MAX_FILES = 50;
/**
 * The longest audio an upload may be: 24 hours. Every real file under AUDIO_MAX_BYTES plays for less (even 8 kbps
 * MP3 gives under 15 hours), so only a header that lies goes past it; the database column would overflow near
 * 116 days.
 */
export const AUDIO_MAX_SECONDS = 24 * 60 * 60;

export const COVER_TOO_LARGE = 'File too large. Please use a smaller image (max 5MB)';
export const AUDIO_TOO_LARGE = 'File too large. Audio files can be at most 50MB';
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const TITLE_ARTIST_REQUIRED = 'Title and artist are required';
export const INVALID_IMAGE = 'Please select a valid image file';
export const NOT_AUDIO = 'The file is not MP3, WAV or OGG audio';
export const AUDIO_TRUNCATED = 'The audio file is cut off: its header is incomplete';
export const AUDIO_TOO_LONG = `The audio file says it plays for more than ${AUDIO_MAX_SECONDS / 3600} hours`;
/** Below these, a file is no track anyone would listen to (issue 25: a 1 Hz WAV of 250 samples played "250 s"). */
export const AUDIO_MIN_SECONDS = 1;
export const AUDIO_MIN_SAMPLE_RATE = 8000;
export const AUDIO_TOO_SHORT = `The audio is too short: a track must play for at least ${AUDIO_MIN_SECONDS} second`;
export const AUDIO_RATE_TOO_LOW = `The audio's sample rate is too low: at least ${AUDIO_MIN_SAMPLE_RATE / 1000} kHz is needed`;
