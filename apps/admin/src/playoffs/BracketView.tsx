import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Loading, useRecordContext } from 'react-admin';
import type { EventDetail, Match } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { BRACKET_ROUNDS } from '../graphql/operations';
import { BRACKET_SEEDS } from '../graphql/print-operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { layoutBracket, winnerOf } from './bracket-layout';

/** Room for a card (two players, the table line) and the gap to the next: a shorter slot cut the last card off. */
const SLOT_HEIGHT = 100;
const CONNECTOR = 16;

/** Two matches whose winners meet: a "]" joins their centres (at 1/4 and 3/4 of the pair's height). */
const PAIR_SX = {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-around',
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    right: -CONNECTOR,
    top: '25%',
    bottom: '25%',
    width: CONNECTOR,
    border: 1,
    borderLeft: 0,
    borderColor: 'divider',
  },
} as const;
const SINGLE_SX = { flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-around' } as const;
/** The short line from the previous column's "]" into this match. */
const FED_SLOT_SX = {
  position: 'relative',
  '&::before': { content: '""', position: 'absolute', left: -CONNECTOR, top: '50%', width: CONNECTOR, borderTop: 1, borderColor: 'divider' },
} as const;

function pairsOf<T>(slots: readonly T[]): T[][] {
  if (slots.length === 1) return [[...slots]];
  const pairs: T[][] = [];
  for (let index = 0; index < slots.length; index += 2) pairs.push(slots.slice(index, index + 2));
  return pairs;
}

/** The single-elimination playoff drawn as a bracket, columns from the first playoff round to the final. */
export function BracketView() {
  const { t } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const query = useGraphQLQuery(BRACKET_ROUNDS, eventId ? { eventId } : null);
  useEventLiveRefresh(eventId, ['matches', 'pairings'], () => void query.refetch());
  // Seeds are the ranks in the standings after the last Swiss round, which the top cut was made from.
  const swissRounds = query.data?.event?.rounds.filter((round) => round.kind === 'SWISS').length ?? 0;
  const playoffPaired = query.data?.event?.rounds.some((round) => round.kind === 'PLAYOFF') ?? false;
  const seedQuery = useGraphQLQuery(BRACKET_SEEDS, eventId && playoffPaired && swissRounds > 0 ? { eventId, afterRound: swissRounds } : null);
  const seeds = new Map((seedQuery.data?.standings ?? []).map((standing) => [standing.player.id, standing.rank]));

  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const event = query.data?.event;
  if (!event) return null;
  if (event.topCut < 2) return <Typography>{t('bracket.noPlayoff')}</Typography>;
  const columns = layoutBracket(
    event.rounds.filter((round) => round.kind === 'PLAYOFF'),
    event.topCut,
  );
  const firstSlots = columns[0]?.slots.length ?? 1;

  return (
    <Box sx={{ display: 'flex', gap: 4, overflowX: 'auto', py: 1 }} data-testid="bracket" role="group" aria-label={t('bracket.label')}>
      {columns.map((column, columnIndex) => (
        <Box key={column.players} sx={{ minWidth: 220 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t(`bracket.stage.${column.stage}`, { players: column.players })}
            {column.roundNumber ? t('bracket.round', { number: column.roundNumber }) : ''}
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: firstSlots * SLOT_HEIGHT }}>
            {pairsOf(column.slots).map((pair, pairIndex) => (
              <Box key={pairIndex} sx={pair.length === 2 ? PAIR_SX : SINGLE_SX}>
                {pair.map((match, index) => (
                  <Box key={match?.id ?? `empty-${index}`} sx={columnIndex > 0 ? FED_SLOT_SX : undefined}>
                    <BracketSlot match={match} seeds={seeds} />
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function BracketSlot({ match, seeds }: { match: Match | null; seeds: ReadonlyMap<string, number> }) {
  const { t } = useTranslation();
  const winner = match ? winnerOf(match) : null;
  const lines = match ? match.players : [];
  return (
    <Paper variant="outlined" sx={{ px: 1, py: 0.5, position: 'relative' }} data-testid="bracket-match">
      {[0, 1].map((side) => {
        const player = lines[side];
        const seed = player ? seeds.get(player.id) : undefined;
        return (
          <Box key={side} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: player && player.id === winner ? 700 : 400 }}>
            <span>
              {seed !== undefined ? (
                <Box component="span" title={t('bracket.seedTitle', { seed })} data-testid="bracket-seed" sx={{ display: 'inline-block', minWidth: '1.6em', color: 'text.secondary' }}>
                  {seed}
                </Box>
              ) : null}
              {player?.name ?? t(match?.bye && side === 1 ? 'bracket.bye' : 'bracket.tbd')}
            </span>
            <span>{match?.wins ? match.wins[side] : ''}</span>
          </Box>
        );
      })}
      {match?.table ? (
        <Typography variant="caption" color="text.secondary">
          {t('bracket.slot', { table: match.table, status: t(`matchState.${match.status}`) })}
        </Typography>
      ) : null}
    </Paper>
  );
}
