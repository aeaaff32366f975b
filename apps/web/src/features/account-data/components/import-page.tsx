import { useRef } from 'react';
import { Link } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CSV_TEMPLATE_FILE_NAME, csvTemplate, MAX_IMPORT_FILE_BYTES } from '@linksight/golf-core';
import { paths } from '../../../config/paths';
import { useImportRunner } from '../hooks/use-import-runner';
import { AccountDataLayout } from './account-data-layout';
import { ImportCourses } from './import-courses';
import { ImportProblems } from './import-problems';
import { ImportSummary } from './import-summary';

/** The OpenAPI reference (RoundIngest, CourseIngest); the repository's docs/api.md has the same with examples. */
const FORMAT_URL = '/api/docs';

function FilePicker({ onFile, label }: { onFile: (file: File) => void; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,.csv,.zip,application/json,text/csv,application/zip"
        hidden
        aria-label="Rounds file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

const ALREADY_IMPORTED =
  'Every round in this file is already in your account: there is nothing new to import.';

/** The template as a data address: it downloads without a request, and is a few hundred bytes. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;

/** Issue 20 Import page: check a whole file, list its problems, import the rest in batches. */
export function ImportPage({ accountId }: { accountId: number }) {
  const { phase, check, run } = useImportRunner(accountId);
  const hasRounds =
    phase.name === 'checked' && phase.ready.length + phase.counts.duplicates + phase.counts.failed > 0;
  return (
    <AccountDataLayout page="import">
      <Typography sx={{ mb: 1 }}>
        Bring in rounds from a file: a JSON file in the Linksight rounds format (one round or many), a CSV of
        hole-by-hole scores, or the zip of a Linksight export. The whole file is checked first; nothing is
        imported until you confirm.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        CSV columns: date, course, tee, hole, par, score, putts, fairway, gir, penalties (one row per hole;
        optional rating and slope). Files up to {MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB.{' '}
        <MuiLink href={FORMAT_URL} target="_blank" rel="noreferrer">
          File format and API reference
        </MuiLink>
        {' · '}
        <MuiLink href={TEMPLATE_HREF} download={CSV_TEMPLATE_FILE_NAME}>
          Download a CSV template
        </MuiLink>
      </Typography>

      {(phase.name === 'idle' || phase.name === 'error') && <FilePicker onFile={check} label="Choose file" />}
      {phase.name === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {phase.message}
        </Alert>
      )}

      {phase.name === 'checking' && (
        <Box role="status" sx={{ my: 2 }}>
          <Typography>Checking {phase.fileName}…</Typography>
          <LinearProgress sx={{ mt: 1 }} aria-label="Checking file" />
        </Box>
      )}

      {phase.name === 'checked' && (
        <>
          <Typography sx={{ fontWeight: 600 }}>Checked {phase.fileName}</Typography>
          {/* A file that gave no round at all (a wrong header, no rows) has nothing to count. */}
          {!hasRounds ? (
            <Typography sx={{ my: 2 }}>No rounds could be read from this file.</Typography>
          ) : (
            <ImportSummary counts={phase.counts} isDone={false} ready={phase.ready.length} />
          )}
          {/* Every round is one the account has (an export imported again): say so, not just "0". */}
          {hasRounds && phase.ready.length === 0 && phase.counts.failed === 0 && (
            <Alert severity="info" sx={{ my: 2 }}>
              {ALREADY_IMPORTED}
            </Alert>
          )}
          {/* With no round to import no course is made: the list would promise one (a newcomer's audit). */}
          {phase.ready.length > 0 && <ImportCourses matches={phase.courseMatches} />}
          <ImportProblems problems={phase.problems} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            {hasRounds && (
              <Button variant="contained" disabled={phase.ready.length === 0} onClick={() => void run()}>
                {phase.ready.length === 1 ? 'Import 1 round' : `Import ${phase.ready.length} rounds`}
              </Button>
            )}
            <FilePicker onFile={check} label="Choose another file" />
          </Box>
        </>
      )}

      {phase.name === 'importing' && (
        <Box role="status" sx={{ my: 2 }}>
          <Typography>
            Importing {phase.done} of {phase.total} rounds…
          </Typography>
          <LinearProgress
            variant="determinate"
            value={phase.total === 0 ? 100 : (phase.done / phase.total) * 100}
            aria-label="Import progress"
            sx={{ mt: 1, height: 8, borderRadius: 1 }}
          />
        </Box>
      )}

      {phase.name === 'done' && (
        <>
          <Alert severity={phase.counts.failed > 0 ? 'warning' : 'success'} sx={{ my: 2 }}>
            Import finished.
          </Alert>
          <ImportSummary counts={phase.counts} isDone />
          <ImportProblems problems={phase.problems} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
            <Button variant="contained" component={Link} to={paths.dashboard()}>
              Go to my dashboard
            </Button>
            <FilePicker onFile={check} label="Import another file" />
          </Box>
        </>
      )}
    </AccountDataLayout>
  );
}
