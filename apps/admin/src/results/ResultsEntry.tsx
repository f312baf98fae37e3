import { useTranslation } from 'react-i18next';
import { TeamMatchCell } from '../teams/TeamMatchCell';
import { Alert, Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Loading, useNotify, useRecordContext } from 'react-admin';
import type { EventDetail, Match, Round } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { MATCH_UPDATED, PAST_ROUND, ROUND_CONTROL, SET_RESULT } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useLiveSubscription } from '../live/live-hooks';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { matchesByTable } from '../shared/pairing-rows';
import { PlayoffCutNotice } from '../playoffs/PlayoffCutNotice';
import { can } from '../admin/event-permissions';
import { MatchResultText } from './MatchResultText';
import { parseScore, parseTableEntry, scoreProblemText, type TypedScore } from './parse-score';

interface LoggedEntry {
  table: number;
  text: string;
  at: number;
}

/**
 * Results entry by table number, keyboard only: type the table, Enter, the result,
 * Enter; or "12 2-1" Enter in one go. Focus always comes back to the table field.
 * Overwriting a final result needs a second Enter (results can be corrected, not by accident).
 */
export function ResultsEntry() {
  const { t } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const [roundChoice, setRoundChoice] = useState<'current' | number>('current');
  const current = useGraphQLQuery(ROUND_CONTROL, eventId ? { eventId } : null);
  const past = useGraphQLQuery(PAST_ROUND, eventId && roundChoice !== 'current' ? { eventId, number: roundChoice } : null);
  // Results are merged from matchUpdated by the panel; a reload is needed only for new pairings or after a reconnect.
  useEventLiveRefresh(eventId, ['pairings'], () => {
    void current.refetch();
    if (roundChoice !== 'current') void past.refetch();
  });

  const round: Round | null | undefined =
    roundChoice === 'current' ? current.data?.event?.currentRound : past.data?.event?.round;

  if (current.loading) return <Loading />;
  if (current.error && !current.data) return <Alert severity="error">{errorMessage(current.error)}</Alert>;
  const rounds = current.data?.event?.rounds ?? [];

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('admin.results.round')}
        value={roundChoice}
        onChange={(e) => setRoundChoice(e.target.value === 'current' ? 'current' : Number(e.target.value))}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="current">{t('admin.results.currentRound')}</MenuItem>
        {rounds.map((r) => (
          <MenuItem key={r.id} value={r.number}>
            {t(r.kind === 'PLAYOFF' ? 'admin.round.playoffTitle' : 'player.round', { number: r.number })}
          </MenuItem>
        ))}
      </TextField>
      {round?.kind === 'SWISS' && rounds.some((r) => r.kind === 'PLAYOFF') ? (
        <PlayoffCutNotice eventId={eventId!} canRecut={can(current.data?.event?.myRoles ?? [], 'pairRounds')} onRecut={() => void current.refetch()} />
      ) : null}
      {round ? (
        <EntryPanel key={round.id} eventId={eventId!} round={round} playoffPaired={rounds.some((r) => r.kind === 'PLAYOFF')} />
      ) : (
        <Typography color="text.secondary">{past.loading ? t('common.loading') : t('admin.results.noRound')}</Typography>
      )}
    </Stack>
  );
}

function EntryPanel({ eventId, round, playoffPaired }: { eventId: string; round: Round; playoffPaired: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const tableField = useRef<HTMLInputElement>(null);
  const scoreField = useRef<HTMLInputElement>(null);
  const [tableText, setTableText] = useState('');
  const [scoreText, setScoreText] = useState('');
  const [reason, setReason] = useState(() => t('admin.results.defaultReason'));
  const [selected, setSelected] = useState<Match | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmOverwrite, setConfirmOverwrite] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [log, setLog] = useState<LoggedEntry[]>([]);
  const logList = useRef<HTMLOListElement>(null);
  // The newest entry is at the bottom of the list: keep it in view.
  useEffect(() => {
    if (logList.current) logList.current.scrollTop = logList.current.scrollHeight;
  }, [log]);
  const [saved, setSaved] = useState<Record<string, Match>>({});
  // Fresh data from the API supersedes what this screen saved or heard.
  useEffect(() => setSaved({}), [round.matches]);
  useLiveSubscription(MATCH_UPDATED, { eventId }, ({ matchUpdated }) => {
    if (matchUpdated.round !== round.number) return;
    setSaved((current) => ({ ...current, [matchUpdated.id]: matchUpdated }));
  });

  const matches = useMemo(() => matchesByTable(round.matches).map((match) => (saved[match.id] ? { ...match, ...saved[match.id] } : match)), [round.matches, saved]);
  const byTable = useMemo(() => new Map(matches.filter((m) => m.table !== null).map((m) => [m.table as number, m])), [matches]);
  // Team events: a seat of a decided team match may stay unplayed (MTR); it is not outstanding.
  const outstanding = matches.filter((match) => !match.bye && match.status !== 'FINAL' && !match.teamMatch?.decided);
  const teamEvent = matches.some((match) => match.teamMatch);

  const reset = () => {
    setTableText('');
    setScoreText('');
    setSelected(null);
    setConfirmOverwrite(null);
    tableField.current?.focus();
  };

  const select = (match: Match) => {
    setSelected(match);
    setProblem(null);
    setTableText(String(match.table));
  };
  // The score field is enabled by the selection, so it can take focus only after that render.
  useEffect(() => {
    if (selected) scoreField.current?.focus();
  }, [selected]);

  const save = async (match: Match, score: TypedScore) => {
    const key = `${match.id}:${score.wins.join('-')}-${score.draws}`;
    if (match.status === 'FINAL' && confirmOverwrite !== key) {
      setConfirmOverwrite(key);
      const cutWarning = playoffPaired && round.kind === 'SWISS' ? ` ${t('admin.results.cutWarning')}` : '';
      setProblem(`${t('admin.results.alreadyFinal', { table: match.table, result: `${match.wins?.join('-')}${match.draws ? `-${match.draws}` : ''}` })}${cutWarning}`);
      return;
    }
    setSaving(true);
    try {
      const { setResult } = await request(SET_RESULT, { matchId: match.id, wins: score.wins, draws: score.draws, reason: reason.trim() || t('admin.results.scorekeeperEntry') });
      setSaved((current) => ({ ...current, [setResult.id]: { ...match, ...setResult } }));
      const text = `${score.wins[0]}-${score.wins[1]}${score.draws ? `-${score.draws}` : ''}`;
      // Oldest first, numbered in the order entered, as the slips were typed.
      setLog((current) => [...current, { table: match.table ?? 0, text: t('admin.results.logged', { table: match.table, left: match.players[0]?.name, result: text, right: match.players[1]?.name }), at: Date.now() }]);
      setProblem(null);
      reset();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const onTableKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return reset();
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const entry = parseTableEntry(tableText);
    const match = entry ? byTable.get(entry.table) : undefined;
    if (!entry || !match) {
      setProblem(entry ? t('admin.results.noTable', { table: entry.table, number: round.number }) : t('admin.results.typeTable'));
      return;
    }
    if (match.bye) {
      setProblem(t('admin.results.isBye', { table: entry.table }));
      return;
    }
    if (entry.scoreText === null) return select(match);
    // One-go entry stays in the table field (selecting would move focus to the result field).
    const parsed = parseScore(entry.scoreText);
    if ('error' in parsed) return setProblem(scoreProblemText(t, parsed.error));
    void save(match, parsed.score);
  };

  const onScoreKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') return reset();
    if (event.key !== 'Enter' || !selected) return;
    event.preventDefault();
    const parsed = parseScore(scoreText);
    if ('error' in parsed) return setProblem(scoreProblemText(t, parsed.error));
    void save(selected, parsed.score);
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="results-entry">
        <TextField
          label={t('player.pairings.table')}
          value={tableText}
          onChange={(e) => {
            setTableText(e.target.value);
            setConfirmOverwrite(null);
          }}
          onKeyDown={onTableKey}
          inputRef={tableField}
          autoFocus
          autoComplete="off"
          helperText={t('admin.results.tableHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'results-table-input', inputMode: 'numeric' } }}
        />
        <TextField
          label={t('admin.results.scoreLabel')}
          value={scoreText}
          onChange={(e) => {
            setScoreText(e.target.value);
            setConfirmOverwrite(null);
          }}
          onKeyDown={onScoreKey}
          inputRef={scoreField}
          disabled={!selected || saving}
          autoComplete="off"
          helperText={t('admin.results.scoreHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'results-score-input' } }}
        />
        <TextField label={t('admin.results.reason')} value={reason} onChange={(e) => setReason(e.target.value)} size="small" helperText={t('admin.results.reasonHelp')} />
      </Box>
      {selected ? (
        <Typography data-testid="results-selected-match">
          {t('admin.results.selectedTable', { table: selected.table })} <strong>{selected.players[0]?.name}</strong> {t('admin.results.left')} {t('player.match.versus')}{' '}
          <strong>{selected.players[1]?.name}</strong> {t('admin.results.right')} · {t(`admin.matchStatus.${selected.status}`)}
        </Typography>
      ) : null}
      {problem ? (
        <Alert severity="warning" data-testid="results-problem">
          {problem}
        </Alert>
      ) : null}
      <Typography data-testid="results-outstanding">
        {outstanding.length === 0
          ? t('admin.results.allIn')
          : t('admin.results.outstanding', {
              open: outstanding.length,
              tables: `${outstanding
                .slice(0, 40)
                .map((match) => `${match.table}${match.status === 'DISPUTED' ? '!' : ''}`)
                .join(', ')}${outstanding.length > 40 ? ', …' : ''}`,
            })}
      </Typography>
      {log.length ? (
        <Box component="ol" ref={logList} data-testid="results-log" sx={{ m: 0, pl: 3, maxHeight: 160, overflow: 'auto' }}>
          {log.map((entry) => (
            <li key={entry.at}>{entry.text}</li>
          ))}
        </Box>
      ) : null}
      <Table size="small" data-testid="results-table" aria-label={t('admin.results.tableLabel', { number: round.number })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('player.pairings.table')}</TableCell>
            {teamEvent ? <TableCell>{t('teamAdmin.teamMatch')}</TableCell> : null}
            <TableCell>{t('admin.results.leftColumn')}</TableCell>
            <TableCell>{t('admin.results.rightColumn')}</TableCell>
            <TableCell>{t('player.pairings.result')}</TableCell>
            <TableCell>{t('admin.round.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((match) => (
            <TableRow key={match.id} data-testid={`results-row-${match.bye ? 'bye' : match.table}`} selected={selected?.id === match.id}>
              <TableCell>{match.bye ? '' : match.table}</TableCell>
              {teamEvent ? (
                <TableCell>
                  <TeamMatchCell match={match} />
                </TableCell>
              ) : null}
              <TableCell>{match.players[0]?.name}</TableCell>
              <TableCell>{match.bye ? t('screen.bye') : match.players[1]?.name}</TableCell>
              <TableCell>
                <MatchResultText match={match} />
              </TableCell>
              <TableCell>{t(`admin.matchStatus.${match.status}`)}</TableCell>
              <TableCell>
                {match.bye ? null : (
                  <Button size="small" tabIndex={-1} onClick={() => select(match)}>
                    {match.status === 'FINAL' ? t('admin.results.correct') : t('admin.results.enter')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
