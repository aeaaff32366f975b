import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateSpan, formatScoreVsPar, formatLongDate } from '@linksight/golf-core';
import type { ResumeData } from '@linksight/api-contract';
import { capped, PRINT_LIMITS } from '../utils/print-limits';
import { ResumeRow, ResumeSection } from './resume-section';

const fact = (label: string, value: string | number | null) =>
  value === null || value === '' ? null : { label, value: String(value) };

/** spec 2 §3 cover page: photo and identity, school and academics, NCAA/GHIN, about, events and news. */
export function ResumeCoverPage({ data }: { data: ResumeData }) {
  const c = data.coverPageData;
  const school = [
    c.highSchoolName &&
      `${c.highSchoolName}${c.highSchoolGradYear ? ` · Class of ${c.highSchoolGradYear}` : ''}`,
    c.collegeName &&
      `${c.collegeName}${c.collegeStartYear ? ` · from ${c.collegeStartYear}` : ''}${c.collegeGradYear ? ` · Class of ${c.collegeGradYear}` : ''}`,
  ].filter(Boolean);
  const facts = [
    fact('High school GPA', c.highSchoolGPA),
    fact('College GPA', c.collegeGPA),
    fact('NCAA ID', c.ncaa),
    fact('GHIN', c.ghin),
    fact('Height', c.height),
    fact('Weight', c.weight),
  ].filter((f) => f !== null);
  const events = capped(data.upcomingEvents, PRINT_LIMITS.upcomingEvents);
  const news = capped(data.selectedNewsfeedItems, PRINT_LIMITS.news);
  const tournaments = capped(data.selectedTournaments, PRINT_LIMITS.pastTournaments);
  const rounds = capped(data.selectedRounds, PRINT_LIMITS.pastRounds);
  return (
    <>
      <Box
        component="header"
        className="report-keep"
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          pb: 1.5,
          mb: 1.5,
          borderBottom: 3,
          borderColor: 'primary.main',
        }}
      >
        {c.picture && (
          <Box
            component="img"
            src={c.picture}
            alt={`${data.playerName}`}
            sx={{ width: 104, height: 104, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="overline"
            sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: 2, lineHeight: 1.4 }}
          >
            Player Resume
          </Typography>
          <Typography
            component="h1"
            sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.15 }}
            data-testid="resume-player-name"
          >
            {data.playerName}
          </Typography>
          {school.map((line) => (
            <Typography key={line as string} sx={{ fontSize: 13 }}>
              {line}
            </Typography>
          ))}
          {c.websiteLink && (
            <Typography sx={{ fontSize: 12, color: 'primary.main' }}>{c.websiteLink}</Typography>
          )}
        </Box>
        {c.customLogo && (
          <Box
            component="img"
            src={c.customLogo}
            alt="Logo"
            sx={{ maxWidth: 96, maxHeight: 96, flexShrink: 0 }}
          />
        )}
      </Box>
      {facts.length > 0 && (
        <Box
          className="report-keep"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            gap: 1,
            mb: 1.5,
          }}
        >
          {facts.map((f) => (
            <Box key={f.label} sx={{ bgcolor: '#f3f4f6', borderRadius: 1, px: 1, py: 0.5 }}>
              <Typography sx={{ fontSize: 10, color: 'text.secondary', textTransform: 'uppercase' }}>
                {f.label}
              </Typography>
              <Typography sx={{ fontSize: 14, fontWeight: 700 }}>{f.value}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {c.aboutMe && (
        <ResumeSection title="About">
          <Typography sx={{ fontSize: 12, whiteSpace: 'pre-line' }}>{c.aboutMe}</Typography>
        </ResumeSection>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 3 }}>
        {events.shown.length > 0 && (
          <ResumeSection title="Upcoming Events" more={events.more}>
            {events.shown.map((e) => (
              <ResumeRow
                key={e.id}
                main={e.name}
                aside={formatDateSpan(e.startDate, e.endDate)}
                note={[e.statusLabel, e.place].filter(Boolean).join(' · ')}
              />
            ))}
          </ResumeSection>
        )}
        {news.shown.length > 0 && (
          <ResumeSection title="Recent News" more={news.more}>
            {news.shown.map((n) => (
              <ResumeRow key={n.id} main={n.header} aside={formatLongDate(n.date)} />
            ))}
          </ResumeSection>
        )}
        {tournaments.shown.length > 0 && (
          <ResumeSection title="Past Tournaments" more={tournaments.more}>
            {tournaments.shown.map((t) => (
              <ResumeRow
                key={t.id}
                main={t.name}
                aside={t.date ? formatLongDate(t.date) : undefined}
                note={t.notes}
              />
            ))}
          </ResumeSection>
        )}
        {rounds.shown.length > 0 && (
          <ResumeSection title="Past Rounds" more={rounds.more}>
            {rounds.shown.map((r) => (
              <ResumeRow
                key={r.id}
                main={`${r.name}${r.date ? ` · ${formatLongDate(r.date)}` : ''}`}
                aside={r.score === null ? undefined : `${r.score} (${formatScoreVsPar(r.scoreToPar ?? 0)})`}
                note={r.notes}
              />
            ))}
          </ResumeSection>
        )}
      </Box>
    </>
  );
}
