import type { MasterResolvers } from '../__generated__/resolvers-types.js';
import { loadBranchServices } from '../../upstream/branchesApi.js';

export const Master: MasterResolvers = {
  // From the branch's menu, which the page loads once for all masters (one upstream call).
  services: async (master, _args, { api }) => {
    const performed = new Set(master.serviceIds);
    return (await loadBranchServices(api, master.branchId)).filter((service) =>
      performed.has(service.id),
    );
  },
};
