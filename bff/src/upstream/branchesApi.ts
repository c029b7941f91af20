// A branch's company page and booking settings upstream: GET /branches/{id}, /services,
// /masters, /reviews and GET /book/branch/{id}/general (spec §2 Company, §3, §7).
import DataLoader from 'dataloader';
import type { components } from './__generated__/api.js';
import type { BookingApi } from './bookingApi.js';
import { upstreamHttpError } from './errors.js';
import { perRequest } from './perRequest.js';

export type UpstreamBranch = components['schemas']['Branch'];
export type UpstreamBranchGeneral = components['schemas']['BranchGeneral'];
export type UpstreamBranchCategory = components['schemas']['BranchCategory'];
export type UpstreamServiceGroup = components['schemas']['ServiceGroup'];
export type UpstreamBranchService = components['schemas']['BranchService'];
export type UpstreamBranchMaster = components['schemas']['BranchMaster'];
export type UpstreamBranchReviews = components['schemas']['BranchReviews'];
export type UpstreamRatingBreakdown = components['schemas']['RatingBreakdown'];
export type UpstreamReviewSort = 'newest' | 'highest' | 'lowest';

/** A service together with the menu category it is listed under. */
export type MenuService = UpstreamBranchService & { group: UpstreamServiceGroup };

/** A team member and the branch it belongs to (its services come from that branch's menu). */
export type BranchMaster = UpstreamBranchMaster & { branchId: string };

export interface ReviewsRequest {
  page: number;
  pageSize: number;
  sort: UpstreamReviewSort;
}

/**
 * spec §3: a branch slug is reduced to its last hyphen-separated piece before lookup. The api
 * does the same; reducing here too makes "salon-lotus-12" and "12" one DataLoader key.
 */
export function branchKey(idOrSlug: string): string {
  return idOrSlug.trim().split('-').pop() ?? '';
}

const notFound = (status: number) => status === 404 || status === 400;

/**
 * The per-request loaders of the branch area. Keys are the reduced branch id (plus every query
 * parameter for reviews), so a page asking for one branch's parts in several places costs one
 * call per endpoint. Missing branches load as null.
 */
const loaders = perRequest((api: BookingApi) => {
  const path = (key: string) => ({ header: api.header, path: { id: key } });
  const each =
    <T>(load: (key: string) => Promise<T>) =>
    (keys: readonly string[]) =>
      Promise.all(keys.map(load));

  const branch = new DataLoader(
    each((key) =>
      api.venuePart(key, 'branch', async (): Promise<UpstreamBranch | null> => {
        const result = await api.reach(() =>
          api.client.GET('/branches/{id}', { params: path(key) }),
        );
        return notFound(result.response.status) ? null : api.unwrap(result);
      }),
    ),
  );

  // spec §7: the general settings are read and cached per branch id (public: shared cache).
  const general = new DataLoader(
    each((key): Promise<UpstreamBranchGeneral | null> => {
      const load = async () => {
        const result = await api.reach(() =>
          api.client.GET('/book/branch/{id}/general', { params: path(key) }),
        );
        return notFound(result.response.status) ? null : api.unwrap(result);
      };
      const { 'x-project-country': country, 'accept-language': language } = api.header;
      return api.cached(`branch-general:${country}|${language}|${key}`, load);
    }),
  );

  const services = new DataLoader(
    each(async (key): Promise<MenuService[]> => {
      const { groups } = await api.venuePart(key, 'services', () =>
        api.call(() => api.client.GET('/branches/{id}/services', { params: path(key) })),
      );
      return groups.flatMap((group) => group.services.map((service) => ({ ...service, group })));
    }),
  );

  const masters = new DataLoader(
    each(async (key): Promise<BranchMaster[]> => {
      const answer = await api.venuePart(key, 'masters', () =>
        api.call(() => api.client.GET('/branches/{id}/masters', { params: path(key) })),
      );
      return answer.masters.map((master) => ({ ...master, branchId: key }));
    }),
  );

  // Every query parameter is in the key (conventions: a DataLoader key never drops one).
  const reviews = new DataLoader(
    each((key): Promise<UpstreamBranchReviews> => {
      const [id, page, pageSize, sort] = key.split('|') as [string, string, string, string];
      const load = () =>
        api.call(() =>
          api.client.GET('/branches/{id}/reviews', {
            params: {
              ...path(id),
              query: {
                page: Number(page),
                pageSize: Number(pageSize),
                sort: sort as UpstreamReviewSort,
              },
            },
          }),
        );
      return api.venuePart(id, `reviews|${page}|${pageSize}|${sort}`, load);
    }),
  );

  return { branch, general, services, masters, reviews };
});

export function loadBranch(api: BookingApi, idOrSlug: string): Promise<UpstreamBranch | null> {
  const key = branchKey(idOrSlug);
  return key === '' ? Promise.resolve(null) : loaders(api).branch.load(key);
}

export function loadBranchGeneral(
  api: BookingApi,
  idOrSlug: string,
): Promise<UpstreamBranchGeneral | null> {
  const key = branchKey(idOrSlug);
  return key === '' ? Promise.resolve(null) : loaders(api).general.load(key);
}

/** The general settings of a branch known to exist (a vanished branch is a NOT_FOUND error). */
export async function requireBranchGeneral(
  api: BookingApi,
  branchId: string,
): Promise<UpstreamBranchGeneral> {
  const general = await loadBranchGeneral(api, branchId);
  if (!general) throw upstreamHttpError(404, undefined);
  return general;
}

/** The branch's active services in menu order, each with its category. */
export function loadBranchServices(api: BookingApi, branchId: string): Promise<MenuService[]> {
  return loaders(api).services.load(branchKey(branchId));
}

/** The menu grouped by category, groups in menu order. */
export async function loadServiceGroups(
  api: BookingApi,
  branchId: string,
): Promise<UpstreamServiceGroup[]> {
  const services = await loadBranchServices(api, branchId);
  return [...new Set(services.map((service) => service.group))];
}

export function loadBranchMasters(api: BookingApi, branchId: string): Promise<BranchMaster[]> {
  return loaders(api).masters.load(branchKey(branchId));
}

export function loadBranchReviews(
  api: BookingApi,
  branchId: string,
  request: ReviewsRequest,
): Promise<UpstreamBranchReviews> {
  const { page, pageSize, sort } = request;
  return loaders(api).reviews.load(`${branchKey(branchId)}|${page}|${pageSize}|${sort}`);
}
