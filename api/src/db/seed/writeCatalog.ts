// Writes the marketplace itself: countries, cities and districts, the treatment tree, dial codes,
// organizations and branches with their treatments, hours and closures.
import { searchText } from '../../text/searchText.js';
import { slugify } from '../../text/slug.js';
import type { Database } from '../connect.js';
import {
  areas,
  branchCategories,
  branchClosures,
  branches,
  branchOpeningHours,
  categories,
  cities,
  countries,
  dialCodes,
  organizations,
} from '../schema/index.js';
import { insertRows, KeyedRows } from './insertRows.js';
import type { SeedPlan } from './seedPlan.js';

export interface CatalogIds {
  readonly treatments: KeyedRows<{ id: number }>;
  readonly organizations: KeyedRows<{ id: number }>;
  readonly branches: KeyedRows<{ id: number }>;
}

export async function writeCatalog(db: Database, plan: SeedPlan): Promise<CatalogIds> {
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
  const cityIds = new KeyedRows(cityRows, (row) => `${row.countryCode}/${row.slug}`);

  const areaRows = await db
    .insert(areas)
    .values(
      plan.areas.flatMap(({ country, city, areas: cityAreas }) =>
        cityAreas.map((area) => ({
          cityId: cityIds.get(`${country}/${city}`).id,
          ...area,
          searchText: searchText(Object.values(area.name)),
        })),
      ),
    )
    .returning({ id: areas.id, cityId: areas.cityId, slug: areas.slug });
  const areaIds = new KeyedRows(areaRows, (row) => `${row.cityId}/${row.slug}`);

  await db.insert(dialCodes).values([...plan.dialCodes]);

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
  const groupIds = new KeyedRows(groupRows, (row) => row.slug);

  const treatmentRows = await db
    .insert(categories)
    .values(
      plan.categoryGroups.flatMap((group) =>
        group.treatments.map((treatment, index) => ({
          parentId: groupIds.get(group.slug).id,
          slug: treatment.slug,
          name: treatment.name,
          position: index + 1,
          searchText: searchText(Object.values(treatment.name)),
        })),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const treatmentIds = new KeyedRows(treatmentRows, (row) => row.slug);

  const organizationRows = await db
    .insert(organizations)
    .values(
      plan.organizations.map((organization) => ({
        countryCode: organization.country,
        name: organization.name,
        legalName: organization.legalName,
        taxId: organization.taxId,
        ipsAccount: organization.ipsAccount,
        payeeAddress: organization.payeeAddress,
      })),
    )
    .returning({
      id: organizations.id,
      countryCode: organizations.countryCode,
      name: organizations.name,
    });
  const organizationIds = new KeyedRows(
    organizationRows,
    (row) => `${row.countryCode}/${row.name}`,
  );

  const branchRows = await db
    .insert(branches)
    .values(
      plan.branches.map((branch) => {
        const cityId = cityIds.get(`${branch.country}/${branch.city}`).id;
        return {
          organizationId: organizationIds.get(`${branch.country}/${branch.organization}`).id,
          cityId,
          areaId: branch.area === undefined ? null : areaIds.get(`${cityId}/${branch.area}`).id,
          nameSlug: slugify(branch.name),
          name: branch.name,
          description: branch.description,
          photos: branch.photos,
          address: branch.address,
          postalCode: branch.postalCode,
          latitude: branch.latitude,
          longitude: branch.longitude,
          phone: branch.phone,
          email: branch.email,
          website: branch.website ?? null,
          instagram: branch.instagram ?? null,
          interfaceMode: branch.interfaceMode,
          timeZone: branch.timeZone,
          currency: branch.currency,
          cancellationWindowMinutes: branch.cancellationWindowMinutes,
          minNoticeMinutes: branch.minNoticeMinutes,
          bookingHorizonDays: branch.bookingHorizonDays,
          slotStepMinutes: branch.slotStepMinutes,
          isFeatured: branch.isFeatured,
          searchText: searchText([branch.name]),
        };
      }),
    )
    .returning({ id: branches.id, name: branches.name, cityId: branches.cityId });
  const branchIds = new KeyedRows(branchRows, (row) => row.name);

  await insertRows(
    db,
    branchCategories,
    plan.branches.flatMap((branch) => {
      const { id, cityId } = branchIds.get(branch.name);
      return branch.treatments.map((slug) => ({
        branchId: id,
        categoryId: treatmentIds.get(slug).id,
        cityId,
      }));
    }),
  );
  await insertRows(
    db,
    branchOpeningHours,
    plan.branches.flatMap((branch) =>
      branch.openingHours.map((interval) => ({
        branchId: branchIds.get(branch.name).id,
        weekday: interval.weekday,
        opensAt: interval.startsAt,
        closesAt: interval.endsAt,
      })),
    ),
  );
  await insertRows(
    db,
    branchClosures,
    plan.branches.flatMap((branch) =>
      branch.closures.map((closure) => ({ branchId: branchIds.get(branch.name).id, ...closure })),
    ),
  );
  return { treatments: treatmentIds, organizations: organizationIds, branches: branchIds };
}
