import type { MasterResolvers } from '../__generated__/resolvers-types.js';
import { loadBranchServices, type BranchMaster } from '../../upstream/branchesApi.js';

// What backs each type resolved here (the codegen mapper; bff/codegen/resolverModules.mjs).
export type MasterMapper = BranchMaster;

export const Master: MasterResolvers = {
  // From the branch's menu, which the page loads once for all masters (one upstream call).
  services: async (master, _args, { api }) => {
    const performed = new Set(master.serviceIds);
    return (await loadBranchServices(api, master.branchId)).filter((service) =>
      performed.has(service.id),
    );
  },
};
