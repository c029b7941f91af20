// One ordered list of every public page of a country, paged in SQL (a country can outgrow one
// sitemap file). The branch pages are the country's; the editorial pages are in every country.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import { rowsOf } from '../../kernel/transactions.js';
import {
  blogPosts,
  branchCategories,
  branches,
  categories,
  cities,
  forBusinessPages,
  helpArticles,
  legalPages,
  promoPages,
  reviews,
} from '../../db/schema/index.js';
import type { CountryCode } from '../../db/schema/index.js';
import type { SitemapKind, SitemapPage, SitemapQuery } from './sitemapSchemas.js';

interface EntryRow {
  kind: SitemapKind;
  slug: string;
  last_modified: Date | string | null;
}

export async function sitemapPage(
  db: Database,
  country: CountryCode,
  query: SitemapQuery,
  now: Date,
): Promise<SitemapPage> {
  const entries = sql`
    select 'branch' as kind, 1 as part, ${branches.id} as key, ${branches.slug} as slug,
      (select max(${reviews.createdAt}) from ${reviews} where ${reviews.branchId} = ${branches.id}) as last_modified
      from ${branches} join ${cities} on ${cities.id} = ${branches.cityId}
      where ${cities.countryCode} = ${country}
    union all
    select 'blogPost', 2, ${blogPosts.id}, ${blogPosts.slug}, ${blogPosts.updatedAt}
      from ${blogPosts}
      where ${blogPosts.publishedAt} is not null and ${blogPosts.publishedAt} <= ${now.toISOString()}::timestamptz
    union all
    select 'helpArticle', 3, ${helpArticles.id}, ${helpArticles.slug}, ${helpArticles.updatedAt}
      from ${helpArticles}
    union all
    select 'forBusiness', 4, ${forBusinessPages.id}, ${forBusinessPages.slug}, null::timestamptz
      from ${forBusinessPages}
    union all
    select 'legal', 5, 0, ${legalPages.slug}, ${legalPages.effectiveOn}::timestamptz
      from ${legalPages}
    union all
    -- spec §2 {token}: campaign pages while they run, one entry per slug whatever its languages.
    select 'promo', 6, min(${promoPages.id}), ${promoPages.slug}, min(${promoPages.startsAt})
      from ${promoPages}
      where ${promoPages.slug} <> 'promo'
        and (${promoPages.startsAt} is null or ${promoPages.startsAt} <= ${now.toISOString()}::timestamptz)
        and (${promoPages.endsAt} is null or ${promoPages.endsAt} > ${now.toISOString()}::timestamptz)
      group by ${promoPages.slug}
    union all
    -- spec §2 /bt/{type}/{article}/{city}: each treatment or group in each city where a venue
    -- offers it (a group lists its treatments' venues too, as the search does).
    select distinct 'listing', 7, ${categories.id} * 100000 + ${cities.id},
        ${categories.slug} || '/' || ${cities.slug}, null::timestamptz
      from ${branches}
      join ${cities} on ${cities.id} = ${branches.cityId}
      join ${branchCategories} on ${branchCategories.branchId} = ${branches.id}
      join ${categories} offered on offered.id = ${branchCategories.categoryId}
      join ${categories} on ${categories.id} in (offered.id, offered.parent_id)
      where ${cities.countryCode} = ${country}`;
  const [rows, counted] = await Promise.all([
    rowsOf<EntryRow>(
      db,
      sql`
      select kind, slug, last_modified from (${entries}) entries
      order by part, key, slug
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ total: number | string }>(db, sql`select count(*) as total from (${entries}) entries`),
  ]);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      slug: row.slug,
      lastModified: row.last_modified === null ? null : new Date(row.last_modified).toISOString(),
    })),
    total: Number(counted[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
