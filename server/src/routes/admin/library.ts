import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { CATEGORY_SLUG_MAX, normaliseSlug } from '#shared/slug.ts';
import { DEFAULT_CATEGORY_ICON } from '#shared/catalogue.ts';
import { ADMIN_PAGE_SIZE } from '#shared/admin.ts';
import {
  findCategoryId,
  insertCategory,
  catalogueInstallProgress,
  libraryStats,
  listCatalogue,
  listTracksPage,
  updateCategoryTranslations,
} from '../../repositories/catalogue-repository.ts';
import { apiError } from '#shared/api-errors.ts';
import { pageQuery } from '../page-query.ts';
import type { AdminOk, LibraryResponse, StatsResponse, TracksPage } from '#shared/admin-api.ts';
import { normaliseCategoryTranslations } from '#shared/category-translations.ts';

const TracksQuery = Type.Object({
  ...pageQuery(ADMIN_PAGE_SIZE),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
});

const CategoryBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  slug: Type.Optional(Type.String({ maxLength: 100 })),
  folder: Type.Optional(Type.String({ maxLength: 100 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  icon: Type.Optional(Type.String({ maxLength: 16 })),
  translations: Type.Optional(Type.Unknown()),
});

const CategoryParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
const TranslationsBody = Type.Object({ translations: Type.Unknown() });

/** The library as the admin sees it: everything, tracks pages (server-side search/filter), stats, categories. */
const libraryRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/admin/music-library',
    async () =>
      ({
        success: true,
        message: 'Music library loaded',
        categories: await listCatalogue(app.sql),
      }) satisfies AdminOk<LibraryResponse>,
  );

  app.get<{ Querystring: { page?: number; limit?: number; q?: string; category?: string } }>(
    '/api/admin/tracks',
    { schema: { querystring: TracksQuery } },
    async (req, reply) => {
      const page = req.query.page ?? 1;
      const limit = req.query.limit ?? ADMIN_PAGE_SIZE;
      let categoryId: string | undefined;
      if (req.query.category) {
        categoryId = await findCategoryId(app.sql, req.query.category);
        if (!categoryId) return reply.code(400).send({ success: false, message: 'Category not found' });
      }
      const { tracks, total } = await listTracksPage(app.sql, { page, limit, q: req.query.q, categoryId });
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return { success: true, data: tracks, total, page, limit, totalPages } satisfies AdminOk<TracksPage>;
    },
  );

  app.get(
    '/api/admin/stats',
    async () =>
      ({
        success: true,
        stats: await libraryStats(app.sql),
        generating: await catalogueInstallProgress(app.sql),
      }) satisfies AdminOk<StatsResponse>,
  );

  app.post<{
    Body: { name: string; slug?: string; folder?: string; description?: string; icon?: string; translations?: unknown };
  }>('/api/admin/categories', { schema: { body: CategoryBody } }, async (req, reply) => {
    const name = req.body.name.trim();
    const slug = normaliseSlug(req.body.slug ?? req.body.folder ?? '');
    if (!name || !slug.replace(/-/g, ''))
      return reply.code(400).send({ success: false, message: 'Category name and folder are required!' });
    // Lower-casing can lengthen a string ("İ" becomes two characters): check the stored form, not the input.
    if (slug.length > CATEGORY_SLUG_MAX) return reply.code(400).send(apiError('CATEGORY_SLUG_TOO_LONG'));
    const translations = normaliseCategoryTranslations(req.body.translations);
    if (!translations.ok) return reply.code(400).send(apiError('INVALID_REQUEST', translations.error));
    const category = await insertCategory(app.sql, {
      translations: translations.translations,
      name,
      slug,
      description: req.body.description?.trim() ?? '',
      icon: req.body.icon?.trim() || DEFAULT_CATEGORY_ICON,
    });
    if (!category)
      return reply.code(409).send({ success: false, message: `A category with the folder "${slug}" already exists` });
    app.catalogueCache.invalidate();
    await app.audit(req, 'category.create', { type: 'category', id: category.id, summary: `${name} (${slug})` });
    return reply.code(201).send({ success: true, message: 'Category created successfully!', category });
  });

  // The per-language names and descriptions of an existing category (the shipped ones included), replaced whole.
  app.put<{ Params: { id: string }; Body: { translations: unknown } }>(
    '/api/admin/categories/:id/translations',
    { schema: { params: CategoryParams, body: TranslationsBody } },
    async (req, reply) => {
      const translations = normaliseCategoryTranslations(req.body.translations);
      if (!translations.ok) return reply.code(400).send(apiError('INVALID_REQUEST', translations.error));
      const category = await updateCategoryTranslations(app.sql, req.params.id, translations.translations);
      if (!category) return reply.code(404).send(apiError('NOT_FOUND', 'Category not found'));
      app.catalogueCache.invalidate();
      const languages = Object.keys(translations.translations).join(', ');
      await app.audit(req, 'category.translations', { type: 'category', id: category.id, summary: languages });
      return { success: true, message: 'Translations saved', category };
    },
  );
};

export default libraryRoutes;
