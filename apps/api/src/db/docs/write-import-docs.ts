/**
 * Writes docs/round-import.schema.json (the JSON Schema of the import file, from the TypeBox schemas the
 * API documents) and docs/sample-rounds.json (a course and three rounds: one with GPS shots, two
 * score-only). `npm run docs:import -w apps/api`; a test checks both stay current.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importFileJsonSchema, sampleImportFile } from '@linksight/api-contract';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs');
writeFileSync(
  path.join(docs, 'round-import.schema.json'),
  JSON.stringify(importFileJsonSchema(), null, 2) + '\n',
);
writeFileSync(path.join(docs, 'sample-rounds.json'), JSON.stringify(sampleImportFile(), null, 2) + '\n');
