// Who is calling: customer endpoints take `Authorization: Bearer <access token>`.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect.js';
import { ApiError } from '../../http/errors.js';
import { customerForAccessToken } from './tokenService.js';

/** The OpenAPI security requirement of a customer endpoint. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }];

const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'A valid access token is required');

/** The calling customer's id; 401 when the bearer token is missing, expired or revoked. */
export async function authenticatedCustomer(
  db: Database,
  request: FastifyRequest,
): Promise<number> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  if (!token || token.length > 200) throw unauthorized();
  const customerId = await customerForAccessToken(db, token);
  if (customerId === undefined) throw unauthorized();
  return customerId;
}
