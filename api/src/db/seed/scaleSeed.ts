// Marketplace-scale data for benchmarks (issue 17): the demo data, already seeded, copied many
// times over in SQL. Copy c of a venue is the venue with its id moved by c × (the demo's largest
// id), its name numbered ("Salon Lotus Vračar 57"), with its whole team, menu, hours, orders and
// reviews moved the same way; older order generations repeat each copy's year of orders further
// back in time. Moving ids by arithmetic keeps every reference right without a lookup, and a
// master's copied orders never overlap, as the originals did not. Only for benchmark databases.
import { sql } from 'drizzle-orm';
import type { Database } from '../connect.js';
import { rowsOf, type Transaction } from '../../kernel/transactions.js';

export interface ScaleSize {
  /** Copies of every demo venue (the demo has 67: 150 copies make about 10,000 venues). */
  readonly copies: number;
  /** Older generations of every copy's orders, each a year and a month further back. */
  readonly orderGenerations: number;
}

/** About 10,000 venues, 150,000 masters and services, 2.2 million orders, 200,000 reviews. */
export const postgresScale: ScaleSize = { copies: 150, orderGenerations: 6 };
/** What embedded PGlite builds in a minute or two: about 700 venues and 40,000 orders. */
export const pgliteScale: ScaleSize = { copies: 10, orderGenerations: 1 };

/** Longer than the demo's span of orders (a year): generations never overlap. */
const generationShift = "interval '392 days'";

type Offsets = Record<
  | 'branches'
  | 'masters'
  | 'services'
  | 'orders'
  | 'order_items'
  | 'reviews'
  | 'branch_closures'
  | 'master_days_off',
  number
>;

export interface ScaleCounts {
  branches: number;
  masters: number;
  services: number;
  orders: number;
  reviews: number;
}

/** Copies the demo data up to `size`. Refuses a database that is not the bare demo. */
export async function scaleUp(db: Database, size: ScaleSize): Promise<ScaleCounts> {
  const counted = await db.transaction(async (tx) => {
    const offsets = await largestIds(tx);
    const [{ scaled } = { scaled: false }] = await rowsOf<{ scaled: boolean }>(
      tx,
      sql`select exists (select 1 from branches where name_slug like '%-copy-%') as scaled`,
    );
    if (scaled) throw new Error('This database holds scale data already');
    await copyCatalog(tx, offsets, size);
    await copyOrders(tx, offsets, size);
    await recountRatings(tx, offsets);
    await moveIdentities(tx, Object.keys(offsets));
    return counts(tx);
  });
  // Statistics for the planner and a visibility map for index-only scans, as after a while in
  // production; a bulk load has neither until autovacuum comes by.
  await db.execute(sql`vacuum analyze`);
  return counted;
}

async function largestIds(tx: Transaction): Promise<Offsets> {
  const tables = [
    'branches',
    'masters',
    'services',
    'orders',
    'order_items',
    'reviews',
    'branch_closures',
    'master_days_off',
  ] as const;
  const offsets = {} as Offsets;
  for (const table of tables) {
    const [row] = await rowsOf<{ largest: number | null }>(
      tx,
      sql`select max(id) as largest from ${sql.identifier(table)}`,
    );
    offsets[table] = row?.largest ?? 0;
  }
  if (offsets.branches === 0) throw new Error('Seed the demo data first (an empty database)');
  return offsets;
}

/**
 * `insert into <table> select … from <table>, <source>`: every column a row may be given (not
 * generated ones), copied as is unless `moved` says how.
 */
async function copyRows(
  tx: Transaction,
  table: string,
  moved: Record<string, string>,
  source: string,
) {
  const columns = await rowsOf<{ name: string }>(
    tx,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  const names = columns.map((column) => column.name);
  const list = names.map((name) => `"${name}"`).join(', ');
  const values = names.map((name) => moved[name] ?? `t."${name}"`).join(', ');
  await tx.execute(
    sql.raw(`insert into "${table}" (${list}) select ${values} from "${table}" t, ${source}`),
  );
}

async function copyCatalog(tx: Transaction, o: Offsets, size: ScaleSize) {
  const copies = `generate_series(1, ${size.copies}) as c`;
  const branch = `t.branch_id + c * ${o.branches}`;
  const master = `t.master_id + c * ${o.masters}`;
  await copyRows(
    tx,
    'branches',
    {
      id: `t.id + c * ${o.branches}`,
      name: `t.name || ' ' || c`,
      name_slug: `t.name_slug || '-copy-' || c`,
      search_text: `t.search_text || ' ' || c`,
      is_featured: 'false',
    },
    `${copies} where t.id <= ${o.branches}`,
  );
  const ofBranch = `${copies} where t.branch_id <= ${o.branches}`;
  await copyRows(tx, 'branch_opening_hours', { branch_id: branch }, ofBranch);
  await copyRows(tx, 'branch_categories', { branch_id: branch }, ofBranch);
  await copyRows(
    tx,
    'branch_closures',
    { id: `t.id + c * ${o.branch_closures}`, branch_id: branch },
    `${copies} where t.id <= ${o.branch_closures}`,
  );
  await copyRows(
    tx,
    'services',
    { id: `t.id + c * ${o.services}`, branch_id: branch },
    `${copies} where t.id <= ${o.services}`,
  );
  await copyRows(
    tx,
    'masters',
    { id: `t.id + c * ${o.masters}`, branch_id: branch },
    `${copies} where t.id <= ${o.masters}`,
  );
  const ofMaster = `${copies} where t.master_id <= ${o.masters}`;
  await copyRows(
    tx,
    'master_services',
    { master_id: master, branch_id: branch, service_id: `t.service_id + c * ${o.services}` },
    ofMaster,
  );
  await copyRows(tx, 'master_working_hours', { master_id: master }, ofMaster);
  await copyRows(tx, 'master_breaks', { master_id: master }, ofMaster);
  await copyRows(
    tx,
    'master_days_off',
    { id: `t.id + c * ${o.master_days_off}`, master_id: master },
    `${copies} where t.id <= ${o.master_days_off}`,
  );
}

async function copyOrders(tx: Transaction, o: Offsets, size: ScaleSize) {
  const perCopy = size.orderGenerations + 1;
  // Copy c, generation g (c = 0, g = 0 is the demo itself): the order's own number n.
  const n = `(c * ${perCopy} + g)`;
  const source = (last: string) =>
    `generate_series(0, ${size.copies}) as c, generate_series(0, ${size.orderGenerations}) as g ` +
    `where ${last} and not (c = 0 and g = 0)`;
  const back = (column: string) => `t.${column} - g * ${generationShift}`;
  await copyRows(
    tx,
    'orders',
    {
      id: `t.id + ${n} * ${o.orders}`,
      guid: 'gen_random_uuid()',
      branch_id: `t.branch_id + c * ${o.branches}`,
      starts_at: back('starts_at'),
      ends_at: back('ends_at'),
      cancellable_until: back('cancellable_until'),
      created_at: back('created_at'),
      updated_at: back('updated_at'),
      cancelled_at: back('cancelled_at'),
    },
    source(`t.id <= ${o.orders}`),
  );
  await copyRows(
    tx,
    'order_items',
    {
      id: `t.id + ${n} * ${o.order_items}`,
      order_id: `t.order_id + ${n} * ${o.orders}`,
      master_id: `t.master_id + c * ${o.masters}`,
      service_id: `t.service_id + c * ${o.services}`,
      starts_at: back('starts_at'),
      ends_at: back('ends_at'),
    },
    source(`t.id <= ${o.order_items}`),
  );
  // Reviews of each copy's recent orders (the demo's own generation).
  await copyRows(
    tx,
    'reviews',
    {
      id: `t.id + c * ${o.reviews}`,
      order_id: `t.order_id + c * ${perCopy} * ${o.orders}`,
      branch_id: `t.branch_id + c * ${o.branches}`,
      master_id: `t.master_id + c * ${o.masters}`,
    },
    `generate_series(1, ${size.copies}) as c where t.id <= ${o.reviews} and t.order_id is not null`,
  );
}

/** The copies' ratings from their own reviews (the demo's event reviews were not copied). */
async function recountRatings(tx: Transaction, o: Offsets) {
  for (const [table, key, offset] of [
    ['branches', 'branch_id', o.branches],
    ['masters', 'master_id', o.masters],
  ] as const) {
    await tx.execute(
      sql.raw(`update "${table}" x set rating_sum = coalesce(r.total, 0),
                 review_count = coalesce(r.count, 0)
               from "${table}" y left join (select ${key} as id, sum(rating) as total,
                 count(*) as count from reviews group by ${key}) r on r.id = y.id
               where x.id = y.id and x.id > ${offset}`),
    );
  }
}

/** New rows get ids after the copies'. */
async function moveIdentities(tx: Transaction, tables: string[]) {
  for (const table of tables)
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`,
      ),
    );
}

async function counts(tx: Transaction): Promise<ScaleCounts> {
  const [row] = await rowsOf<ScaleCounts>(
    tx,
    sql`select (select count(*)::int from branches) as branches,
               (select count(*)::int from masters) as masters,
               (select count(*)::int from services) as services,
               (select count(*)::int from orders) as orders,
               (select count(*)::int from reviews) as reviews`,
  );
  return row!;
}
