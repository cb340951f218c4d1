import { Type } from 'typebox';

/** The largest page number any list accepts: far beyond real data, small enough that offsets stay exact. */
export const MAX_PAGE = 100_000;

/**
 * The one page/limit query schema of every paginated admin list (issue 12 item 14): whole numbers in range, so
 * `?page=1e20`, `?page=-1`, `?page=1.5` or `?limit=0.5` are a 400, never an overflowing offset. A Number with
 * `multipleOf: 1` rather than an Integer: the converting query validator truncates "1.5" to an Integer 1 (issue 25).
 */
export function pageQuery(defaultLimit: number, maxLimit = 100) {
  return {
    page: Type.Optional(Type.Number({ multipleOf: 1, minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(Type.Number({ multipleOf: 1, minimum: 1, maximum: maxLimit, default: defaultLimit })),
  };
}

export interface PageQuery {
  page?: number;
  limit?: number;
}
