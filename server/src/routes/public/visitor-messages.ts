import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { validateContact, validateRecommendation } from '#shared/validation.ts';
import { API_ERROR_MESSAGES, apiError } from '#shared/api-errors.ts';
import { insertRecommendation } from '../../repositories/recommendations-repository.ts';
import { insertContactMessage } from '../../repositories/contact-repository.ts';

// Per client IP: enough for a person, too few for a script.
export const VISITOR_MESSAGES_PER_10_MINUTES = 5;

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent']?.slice(0, 500) ?? null });

const RecommendationBody = Type.Object({ message: Type.String({ maxLength: 20000 }) });
const ContactBody = Type.Object({
  inquiryType: Type.String({ maxLength: 50 }),
  name: Type.String({ maxLength: 2000 }),
  email: Type.String({ maxLength: 2000 }),
  message: Type.String({ maxLength: 50000 }),
});

/** What visitors send: recommendations (POST /api/recommendations/submit) and contact messages (POST /api/contact). */
const visitorMessagesRoutes: FastifyPluginAsync<{ perTenMinutes?: number }> = async (app, opts) => {
  const rateLimit = {
    max: opts.perTenMinutes ?? VISITOR_MESSAGES_PER_10_MINUTES,
    timeWindow: '10 minutes',
    errorResponseBuilder: () => ({ statusCode: 429, ...apiError('VISITOR_RATE_LIMITED') }),
  };
  app.post<{ Body: { message: string } }>(
    '/api/recommendations/submit',
    { schema: { body: RecommendationBody }, config: { rateLimit } },
    async (req, reply) => {
      const v = validateRecommendation(req.body.message);
      if (!v.ok) return reply.code(400).send(apiError(v.code));
      const row = await insertRecommendation(app.sql, v.message, client(req));
      return reply.code(201).send({ success: true, message: 'Thank you for your recommendation!', id: row.id });
    },
  );

  app.post<{ Body: { inquiryType: string; name: string; email: string; message: string } }>(
    '/api/contact',
    { schema: { body: ContactBody }, config: { rateLimit } },
    async (req, reply) => {
      const { errors, value } = validateContact(req.body);
      const first = Object.values(errors)[0];
      if (first) {
        // `errors` keeps the English message per field (as before codes); `fieldCodes` has the stable codes.
        const messages = Object.fromEntries(
          Object.entries(errors).map(([field, code]) => [field, API_ERROR_MESSAGES[code]]),
        );
        return reply.code(400).send({ ...apiError(first), errors: messages, fieldCodes: errors });
      }
      const row = await insertContactMessage(app.sql, value, client(req));
      return reply
        .code(201)
        .send({ success: true, message: "Thanks for reaching out! We'll get back to you soon.", id: row.id });
    },
  );
};

export default visitorMessagesRoutes;
