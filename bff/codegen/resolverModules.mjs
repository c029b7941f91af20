// How bff's resolver wiring is found rather than kept by hand: every module in
// bff/src/graphql/resolvers/ names what it provides by its exports.
//   export const Order: OrderResolvers = …        resolves the schema type Order
//   export const Query / Mutation = …             some root fields (merged with other modules')
//   export type OrderMapper = UpstreamOrder;      what backs Order (the codegen mapper)
// Adding a type is adding its SDL in schema/ and these exports in a resolver module.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const resolversDirectory = fileURLToPath(
  new URL('../src/graphql/resolvers/', import.meta.url),
);

/** Each resolver module with the value and mapper names it exports, sorted by file name. */
export function resolverModules(directory = resolversDirectory) {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => {
      const source = readFileSync(`${directory}${file}`, 'utf8');
      const names = (pattern) => [...source.matchAll(pattern)].map((match) => match[1]);
      return {
        module: file.replace(/\.ts$/, ''),
        values: names(/^export const (\w+)\b/gm),
        mappers: names(/^export type (\w+)Mapper\b/gm),
      };
    });
}

/** The codegen `mappers` option: each mapped type and where its mapper is declared. */
export function discoveredMappers(fromGenerated = '../resolvers/') {
  const mappers = {};
  for (const { module, mappers: types } of resolverModules())
    for (const type of types) {
      if (mappers[type]) throw new Error(`${type}Mapper is declared twice (${module}.ts)`);
      mappers[type] = `${fromGenerated}${module}.js#${type}Mapper`;
    }
  return mappers;
}
