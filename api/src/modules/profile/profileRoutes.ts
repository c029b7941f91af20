import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { customers } from '../../db/schema/index.js';
import { CallerHeaders } from '../../http/caller.js';
import { ApiError } from '../../http/errors.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import type { Profile } from './profileSchemas.js';
import { NotificationSettings, Profile as ProfileSchema, ProfilePatch } from './profileSchemas.js';

type CustomerRow = typeof customers.$inferSelect;

const profileOf = (row: CustomerRow): Profile => ({
  id: String(row.id),
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  language: row.language,
  notifications: row.notificationSettings,
});

async function update(db: Database, id: number, values: Partial<CustomerRow>): Promise<Profile> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown customer');
  return profileOf(row);
}

export const profileRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.addSchema(NotificationSettings);
  app.addSchema(ProfileSchema);
  const responses = {
    200: ref(ProfileSchema, 'The profile after the change.'),
    401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
    ...commonErrorResponses,
  };

  app.patch(
    '/me/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags: ['profile'],
        summary: "Change the customer's name, phone or language",
        description: 'Only the fields given change; null clears lastName or phone.',
        security: bearerSecurity,
        headers: CallerHeaders,
        body: ProfilePatch,
        response: responses,
      },
    },
    async (request) => {
      const id = await authenticatedCustomer(db, request);
      const { firstName, lastName, phone, language } = request.body;
      return update(db, id, {
        ...(firstName !== undefined ? { firstName: firstName.trim() } : {}),
        ...(lastName !== undefined ? { lastName: lastName?.trim() ?? null } : {}),
        ...(phone !== undefined ? { phone } : {}),
        ...(language !== undefined ? { language } : {}),
      });
    },
  );

  app.put(
    '/me/notifications',
    {
      schema: {
        operationId: 'replaceNotificationSettings',
        tags: ['profile'],
        summary: 'Replace which messages the customer gets on which channel',
        security: bearerSecurity,
        headers: CallerHeaders,
        body: ref(NotificationSettings),
        response: responses,
      },
    },
    async (request) => {
      const id = await authenticatedCustomer(db, request);
      return update(db, id, { notificationSettings: request.body });
    },
  );
};
