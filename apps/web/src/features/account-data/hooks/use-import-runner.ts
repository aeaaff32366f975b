import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RoundImportResponse } from '@linksight/api-contract';
import { isApiClientError } from '../../../lib/api-client';
import { importRounds } from '../api/import-rounds';
import { searchCourses } from '../api/search-courses';
import {
  coursesFor,
  inBatches,
  isSendable,
  placeIssue,
  planImport,
  type CourseMatch,
  type ImportPlan,
  type PlannedRound,
} from '../utils/import-plan';
import type { ImportProblem } from '../utils/problem-list';
import { readImportFile } from '../utils/read-import-file';

/** Rounds per request: well under the API's 50 and its body limit, and a smooth progress bar. */
export const IMPORT_BATCH_SIZE = 25;

export type ImportCounts = { imported: number; duplicates: number; failed: number };

export type ImportPhase =
  | { name: 'idle' }
  | { name: 'checking'; fileName: string }
  | {
      name: 'checked';
      fileName: string;
      courseMatches: CourseMatch[];
      problems: ImportProblem[];
      ready: PlannedRound[];
      counts: ImportCounts;
    }
  | { name: 'importing'; fileName: string; done: number; total: number }
  | { name: 'done'; fileName: string; counts: ImportCounts; problems: ImportProblem[] }
  | { name: 'error'; message: string };

/** Server issues of a batch placed in the file: `$.rounds[k]…` is the k-th round of the batch. */
function serverProblems(batch: PlannedRound[], response: RoundImportResponse): ImportProblem[] {
  return response.rounds.flatMap((r) =>
    r.issues.map((issue) =>
      placeIssue(batch[r.index]!, {
        path: issue.path.replace(/^\$\.rounds\[\d+\]/, '$'),
        message: issue.message,
      }),
    ),
  );
}

const courseProblems = (response: RoundImportResponse): ImportProblem[] =>
  response.courses.flatMap((c) =>
    c.issues.map((i) => ({
      place: { kind: 'course', number: c.index + 1 },
      field: i.path.replace(/^\$\.courses\[\d+\]\.?/, '') || 'course',
      message: i.message,
    })),
  );

const messageOf = (error: unknown) =>
  isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';

/**
 * The import page's two steps (issue 20): check the whole file first (locally with golf-core's rules,
 * then a dry run on the server for courses, tees and duplicates), listing every problem by row and field;
 * then import the rounds that passed in batches, with progress and a summary.
 */
export function useImportRunner(accountId: number) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ImportPhase>({ name: 'idle' });
  const [plan, setPlan] = useState<ImportPlan | null>(null);

  async function check(file: File) {
    setPhase({ name: 'checking', fileName: file.name });
    try {
      const next = await planImport(await readImportFile(file), searchCourses, new Date());
      const problems = [...next.fileProblems, ...next.rounds.flatMap((r) => r.problems)];
      const ready: PlannedRound[] = [];
      const counts: ImportCounts = {
        imported: 0,
        duplicates: 0,
        failed: next.rounds.filter((r) => !isSendable(r)).length,
      };
      const sendable = next.rounds.filter(isSendable);
      for (const [i, batch] of inBatches(sendable, IMPORT_BATCH_SIZE).entries()) {
        const response = await importRounds(accountId, {
          courses: coursesFor(next.courses, sendable),
          rounds: batch.map((r) => r.payload),
          dryRun: true,
        });
        if (i === 0) problems.push(...courseProblems(response));
        problems.push(...serverProblems(batch, response));
        response.rounds.forEach((r) => {
          if (r.status === 'valid') ready.push(batch[r.index]!);
          else if (r.status === 'duplicate') counts.duplicates++;
          else counts.failed++;
        });
      }
      setPlan(next);
      setPhase({
        name: 'checked',
        fileName: file.name,
        courseMatches: next.courseMatches,
        problems,
        ready,
        counts,
      });
    } catch (error) {
      setPhase({ name: 'error', message: messageOf(error) });
    }
  }

  async function run() {
    if (phase.name !== 'checked' || !plan) return;
    const { fileName, ready, counts: checked, problems } = phase;
    const counts: ImportCounts = { imported: 0, duplicates: checked.duplicates, failed: checked.failed };
    const later: ImportProblem[] = [];
    setPhase({ name: 'importing', fileName, done: 0, total: ready.length });
    try {
      let done = 0;
      for (const [i, batch] of inBatches(ready, IMPORT_BATCH_SIZE).entries()) {
        const response = await importRounds(accountId, {
          courses: i === 0 ? coursesFor(plan.courses, ready) : [],
          rounds: batch.map((r) => r.payload),
        });
        later.push(...serverProblems(batch, response));
        for (const r of response.rounds)
          counts[r.status === 'imported' ? 'imported' : r.status === 'duplicate' ? 'duplicates' : 'failed']++;
        done += batch.length;
        setPhase({ name: 'importing', fileName, done, total: ready.length });
      }
      setPhase({ name: 'done', fileName, counts, problems: [...problems, ...later] });
    } catch (error) {
      setPhase({ name: 'error', message: messageOf(error) });
    } finally {
      // The player's dashboard, map and lists read new rounds at once.
      await queryClient.invalidateQueries({ queryKey: ['players', accountId] });
    }
  }

  return { phase, check, run, reset: () => setPhase({ name: 'idle' }) };
}
