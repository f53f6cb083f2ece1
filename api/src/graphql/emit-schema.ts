import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema';

const HEADER = '# Emitted from the API resolvers by `npm run emit:schema`; do not edit by hand.\n\n';

/** Writes schema.graphql, or with --check fails when the committed file differs from the resolvers. */
async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const target = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '../schema.graphql');
  const printed = HEADER + printSchema(lexicographicSortSchema(await getSchema())) + '\n';
  if (!check) {
    fs.writeFileSync(target, printed);
    console.log(`wrote ${target}`);
    return;
  }
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    console.error(`${target} is stale: run \`npm run emit:schema\` and commit the result`);
    process.exit(1);
  }
  console.log(`${target} matches the resolvers`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
