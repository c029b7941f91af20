import type {
  ServiceCategoryResolvers,
  ServiceResolvers,
} from '../__generated__/resolvers-types.js';
import type { MenuService, UpstreamServiceGroup } from '../../upstream/branchesApi.js';
import { money } from '../money.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type ServiceCategoryMapper = UpstreamServiceGroup;
export type ServiceMapper = MenuService;

export const Service: ServiceResolvers = {
  price: (service) => money(service.price, service.currency),
  category: (service) => service.group,
};

export const ServiceCategory: ServiceCategoryResolvers = {
  id: (group) => group.category.id,
  slug: (group) => group.category.slug,
  title: (group) => group.category.title,
  services: (group) => group.services.map((service) => ({ ...service, group })),
};
