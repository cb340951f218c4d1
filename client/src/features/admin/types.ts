import type { AdminTrack, ApiCategory } from '#shared/api-types.ts';

export type { AdminTrack, LibraryStats, RecommendationStats } from '#shared/api-types.ts';

/** A category as the admin library lists it (with its tracks). */
export type AdminCategory = ApiCategory;

export interface TracksPage {
  data: AdminTrack[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

export const RECOMMENDATION_STATUSES = ['new', 'read', 'archived'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export interface Recommendation {
  id: string;
  message: string;
  /** `new`, `read` or `archived`; typed loosely because any other value must still display. */
  status: string;
  created_at: string;
  user_ip: string | null;
  user_agent: string | null;
  admin_notes: string | null;
}

export interface ContactMessage {
  id: string;
  inquiry_type: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

export interface BulkFileResult {
  file: string;
  success: boolean;
  message: string;
}

export interface BulkUploadResponse {
  success: boolean;
  message: string;
  uploaded: number;
  total: number;
  results: BulkFileResult[];
}
