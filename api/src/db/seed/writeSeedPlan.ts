// Inserts a seed plan. Rows that later rows point at are read back with their natural keys, so
// nothing depends on the order RETURNING yields them in.
import type { Database } from '../connect.js';
import {
  branchCategories,
  branches,
  categories,
  cities,
  countries,
  organizations,
} from '../schema/index.js';
import { slugify } from '../../text/slug.js';
import { searchText } from '../../text/searchText.js';
import type { SeedPlan } from './seedPlan.js';

const byKey = <T>(rows: readonly T[], key: (row: T) => string) =>
  new Map(rows.map((row) => [key(row), row]));

function lookup<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown ${key}`);
  return value;
}

export async function writeSeedPlan(db: Database, plan: SeedPlan): Promise<void> {
  await db
    .insert(countries)
    .values(plan.countries.map(({ code, name, currency }) => ({ code, name, currency })));

  const cityRows = await db
    .insert(cities)
    .values(
      plan.countries.flatMap((country) =>
        country.cities.map((city) => ({ countryCode: country.code, ...city })),
      ),
    )
    .returning({ id: cities.id, countryCode: cities.countryCode, slug: cities.slug });
  const cityIds = byKey(cityRows, (row) => `${row.countryCode}/${row.slug}`);

  const groupRows = await db
    .insert(categories)
    .values(
      plan.categoryGroups.map((group, index) => ({
        slug: group.slug,
        name: group.name,
        position: index + 1,
        searchText: searchText(Object.values(group.name)),
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const groupIds = byKey(groupRows, (row) => row.slug);

  const treatmentRows = await db
    .insert(categories)
    .values(
      plan.categoryGroups.flatMap((group) =>
        group.treatments.map((treatment, index) => ({
          parentId: lookup(groupIds, group.slug).id,
          slug: treatment.slug,
          name: treatment.name,
          position: index + 1,
          searchText: searchText(Object.values(treatment.name)),
        })),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const treatmentIds = byKey(treatmentRows, (row) => row.slug);

  const organizationRows = await db
    .insert(organizations)
    .values(plan.organizations.map(({ country, name }) => ({ countryCode: country, name })))
    .returning({
      id: organizations.id,
      countryCode: organizations.countryCode,
      name: organizations.name,
    });
  const organizationIds = byKey(organizationRows, (row) => `${row.countryCode}/${row.name}`);

  const branchRows = await db
    .insert(branches)
    .values(
      plan.branches.map((branch) => ({
        organizationId: lookup(organizationIds, `${branch.country}/${branch.organization}`).id,
        cityId: lookup(cityIds, `${branch.country}/${branch.city}`).id,
        nameSlug: slugify(branch.name),
        name: branch.name,
        address: branch.address,
        latitude: branch.latitude,
        longitude: branch.longitude,
        phone: branch.phone,
        interfaceMode: branch.interfaceMode,
        searchText: searchText([branch.name]),
      })),
    )
    .returning({ id: branches.id, name: branches.name });
  const branchIds = byKey(branchRows, (row) => row.name);

  await db.insert(branchCategories).values(
    plan.branches.flatMap((branch) =>
      branch.treatments.map((slug) => ({
        branchId: lookup(branchIds, branch.name).id,
        categoryId: lookup(treatmentIds, slug).id,
      })),
    ),
  );
}
