// Writes what each branch sells and who does it: services, masters, who performs what, and the
// masters' weekly hours, breaks and days off.
import { searchText } from '../../text/searchText.js';
import type { Database } from '../connect.js';
import {
  masterBreaks,
  masterDaysOff,
  masters,
  masterServices,
  masterWorkingHours,
  services,
} from '../schema/index.js';
import type { CatalogIds } from './writeCatalog.js';
import { insertRows, KeyedRows } from './insertRows.js';
import type { SeedPlan } from './seedPlan.js';

export interface TeamIds {
  /** Keyed `<branch id>/<index in the branch's list>`. */
  readonly services: KeyedRows<{ id: number }>;
  readonly masters: KeyedRows<{ id: number }>;
}

export async function writeTeams(db: Database, plan: SeedPlan, ids: CatalogIds): Promise<TeamIds> {
  const branchId = (name: string) => ids.branches.get(name).id;
  await insertRows(
    db,
    services,
    plan.branches.flatMap((branch) =>
      branch.services.map((service, index) => ({
        branchId: branchId(branch.name),
        categoryId: ids.treatments.get(service.treatment).id,
        name: service.name,
        description: service.description,
        durationMinutes: service.durationMinutes,
        price: service.price,
        priceIsFrom: service.priceIsFrom,
        currency: branch.currency,
        position: index + 1,
        searchText: searchText(Object.values(service.name)),
      })),
    ),
  );
  const serviceRows = await db
    .select({ id: services.id, branchId: services.branchId, position: services.position })
    .from(services);
  const serviceIds = new KeyedRows(serviceRows, (row) => `${row.branchId}/${row.position - 1}`);

  await insertRows(
    db,
    masters,
    plan.branches.flatMap((branch) =>
      branch.masters.map((master, index) => ({
        branchId: branchId(branch.name),
        name: master.name,
        photo: master.photo,
        title: master.title,
        bio: master.bio,
        position: index + 1,
      })),
    ),
  );
  const masterRows = await db
    .select({ id: masters.id, branchId: masters.branchId, position: masters.position })
    .from(masters);
  const masterIds = new KeyedRows(masterRows, (row) => `${row.branchId}/${row.position - 1}`);

  const eachMaster = <T>(
    rows: (
      master: SeedPlan['branches'][number]['masters'][number],
      masterId: number,
      branchId: number,
    ) => T[],
  ) =>
    plan.branches.flatMap((branch) =>
      branch.masters.flatMap((master, index) => {
        const id = branchId(branch.name);
        return rows(master, masterIds.get(`${id}/${index}`).id, id);
      }),
    );

  await insertRows(
    db,
    masterServices,
    eachMaster((master, masterId, branch) =>
      master.services.map((performed) => ({
        masterId,
        serviceId: serviceIds.get(`${branch}/${performed.service}`).id,
        branchId: branch,
        durationMinutes: performed.durationMinutes ?? null,
        price: performed.price ?? null,
      })),
    ),
  );
  await insertRows(
    db,
    masterWorkingHours,
    eachMaster((master, masterId) => master.workingHours.map((h) => ({ masterId, ...h }))),
  );
  await insertRows(
    db,
    masterBreaks,
    eachMaster((master, masterId) => master.breaks.map((b) => ({ masterId, ...b }))),
  );
  await insertRows(
    db,
    masterDaysOff,
    eachMaster((master, masterId) => master.daysOff.map((off) => ({ masterId, ...off }))),
  );
  return { services: serviceIds, masters: masterIds };
}
