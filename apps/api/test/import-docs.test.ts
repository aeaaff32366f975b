import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseImportJson, validateCourseIngest, validateRoundIngest } from '@linksight/golf-core';
import { importFileJsonSchema, sampleImportFile } from '@linksight/api-contract';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs');
const read = (name: string) => readFileSync(path.join(docs, name), 'utf8');

/** Issue 20: the published JSON Schema and sample file stay what the API documents and accepts. */
describe('published import docs', () => {
  it('docs/round-import.schema.json is the API schema (regenerate: npm run docs:import -w apps/api)', () => {
    expect(JSON.parse(read('round-import.schema.json'))).toEqual(importFileJsonSchema());
  });

  it('docs/sample-rounds.json is current and passes the import rules', () => {
    const text = read('sample-rounds.json');
    expect(JSON.parse(text)).toEqual(sampleImportFile());
    const parsed = parseImportJson(text);
    if ('issue' in parsed) throw new Error(parsed.issue.message);
    for (const course of parsed.document.courses) expect(validateCourseIngest(course).issues).toEqual([]);
    for (const round of parsed.document.rounds)
      expect(validateRoundIngest(round, { now: new Date('2025-07-01T00:00:00Z') }).issues).toEqual([]);
    expect(parsed.document.rounds).toHaveLength(3);
  });
});
