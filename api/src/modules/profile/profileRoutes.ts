import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { customers } from '../../db/schema/index.js';
import { CallerHeaders } from '../../http/caller.js';
import { ApiError } from '../../http/errors.js';
import { siteOfRequest, type CountrySites } from '../../kernel/countrySites.js';
import { commonErrorResponses, ErrorBody, ref } from '../../http/sharedSchemas.js';
import { authenticatedCustomer, bearerSecurity } from '../auth/bearer.js';
import type { Profile } from './profileSchemas.js';
import { NotificationSettings, Profile as ProfileSchema, ProfilePatch } from './profileSchemas.js';
import { sqlState } from '../../kernel/databaseErrors.js';
import { validPhone } from '../../kernel/phone.js';
import { isEmailAddress } from '@termin/email-address';
import { emailVerification } from '../auth/emailVerification.js';
import { notificationSettingsOf } from './notificationSettings.js';

type CustomerRow = typeof customers.$inferSelect;

const profileOf = (row: CustomerRow): Profile => ({
  id: String(row.id),
  email: row.email,
  emailConfirmed: row.emailVerifiedAt !== null,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  language: row.language,
  notifications: notificationSettingsOf(row.notificationSettings),
});

/** Another account signs in with this address: refused beside the field, like any bad value. */
const emailTaken = () =>
  new ApiError(400, 'VALIDATION', 'The email address is already in use', [
    { location: 'body', field: 'email', message: 'is already in use' },
  ]);

const emailInvalid = () =>
  new ApiError(400, 'VALIDATION', 'Not an email address', [
    { location: 'body', field: 'email', message: 'is not an email address' },
  ]);

async function emailUsedByOther(db: Database, id: number, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(sql`lower(${customers.email})`, email.toLowerCase()), ne(customers.id, id)));
  return other !== undefined;
}

async function update(db: Database, id: number, values: Partial<CustomerRow>): Promise<Profile> {
  try {
    const [row] = await db
      .update(customers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown customer');
    return profileOf(row);
  } catch (error) {
    // Two accounts racing for one address: the unique index decides (customers_email).
    if (sqlState(error) === '23505') throw emailTaken();
    throw error;
  }
}

async function read(db: Database, id: number): Promise<Profile> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Unknown customer');
  return profileOf(row);
}

export const profileRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  siteUrl: string;
  countrySites: CountrySites;
}> = async (app, { db, siteUrl, countrySites }) => {
  const verification = emailVerification(db);
  app.addSchema(NotificationSettings);
  app.addSchema(ProfileSchema);
  const responses = {
    200: ref(ProfileSchema, 'The profile after the change.'),
    401: ref(ErrorBody, 'No valid bearer token (UNAUTHORIZED).'),
    ...commonErrorResponses,
  };

  app.get(
    '/me/profile',
    {
      schema: {
        operationId: 'getProfile',
        tags: ['profile'],
        summary: "The customer's settings: name, contact details, language and notifications",
        security: bearerSecurity,
        headers: CallerHeaders,
        response: { ...responses, 200: ref(ProfileSchema, "The customer's settings.") },
      },
    },
    async (request) => read(db, await authenticatedCustomer(db, request)),
  );

  app.patch(
    '/me/profile',
    {
      schema: {
        operationId: 'updateProfile',
        tags: ['profile'],
        summary: "Change the customer's name, email, phone or language",
        description:
          'Only the fields given change; null clears lastName or phone. An email another ' +
          'account uses is refused as VALIDATION on the field email.',
        security: bearerSecurity,
        headers: CallerHeaders,
        body: ProfilePatch,
        response: responses,
      },
    },
    async (request) => {
      const id = await authenticatedCustomer(db, request);
      const { firstName, lastName, phone, language } = request.body;
      const email = request.body.email?.trim();
      if (email !== undefined && !isEmailAddress(email)) throw emailInvalid();
      if (email !== undefined && (await emailUsedByOther(db, id, email))) throw emailTaken();
      const before = await read(db, id);
      // Another address is unconfirmed until its link is used: no booking mail goes to it before.
      const newAddress = email !== undefined && email.toLowerCase() !== before.email.toLowerCase();
      const profile = await update(db, id, {
        ...(email !== undefined ? { email } : {}),
        ...(newAddress ? { emailVerifiedAt: null } : {}),
        ...(firstName !== undefined ? { firstName: firstName.trim() } : {}),
        ...(lastName !== undefined ? { lastName: lastName?.trim() ?? null } : {}),
        ...(phone !== undefined ? { phone: phone && validPhone(phone, 'phone') } : {}),
        ...(language !== undefined ? { language } : {}),
      });
      if (newAddress)
        await verification.resend(
          { id, email: profile.email, firstName: profile.firstName },
          profile.language,
          null,
          siteOfRequest(countrySites, siteUrl, request.headers['x-project-country']),
        );
      return profile;
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
