import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useNotify, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { nameMatches } from '../shared/pairing-rows';
import { DecklistEditor } from './DecklistEditor';
import { DecklistView } from './DecklistView';
import { CARD_DATABASE, DECKLIST_DESK, PLAYER_DECKLIST } from './decklist-operations';
import type { DecklistEvent, DecklistPlayer } from './decklist-types';

type Opened = { player: DecklistPlayer; mode: 'view' | 'edit' };

/** Staff: every player's decklist status; enter a list by paste, and open a list during a deck check. */
export function DecklistsPanel() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : null;
  const desk = useGraphQLQuery(DECKLIST_DESK, eventId ? { eventId } : null);
  const database = useGraphQLQuery(CARD_DATABASE, {});
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);

  if (desk.loading) return <Loading />;
  if (desk.error) return <Typography color="error">{desk.error.message}</Typography>;
  const event = desk.data?.event;
  if (!event) return null;
  const players = [...event.players].sort((a, b) => a.name.localeCompare(b.name));
  const shown = search.trim() ? players.filter((p) => nameMatches(p.name, search)) : players;
  const missing = players.filter((p) => !p.dropped && !p.decklistSubmitted).length;

  return (
    <Box>
      <Typography data-testid="decklist-format-summary" sx={{ mb: 1 }}>
        Lists are checked against <strong>{event.decklistFormat}</strong>
        {database.data ? ` · card data of ${database.data.cardDatabase.dataDate} (${database.data.cardDatabase.cardCount.toLocaleString()} cards)` : ''}
        {event.decklistDeadline ? ` · players submit until ${new Date(event.decklistDeadline).toLocaleString()}` : ' · no deadline set'}
        {event.decklistsPublished ? ' · published after the event' : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <TextField size="small" label="Find player" value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'decklist-player-search' } }} />
        <Typography variant="body2">{missing} active players without a list</Typography>
      </Box>
      <Table size="small" aria-label="Decklists">
        <TableHead>
          <TableRow>
            <TableCell>Player</TableCell>
            <TableCell>Decklist</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((player) => (
            <TableRow key={player.id} data-testid="decklist-row" data-player-name={player.name}>
              <TableCell>
                {player.name}
                {player.dropped ? ' (dropped)' : ''}
              </TableCell>
              <TableCell>
                <Chip size="small" color={player.decklistSubmitted ? 'success' : 'warning'} label={player.decklistSubmitted ? 'Submitted' : 'Missing'} />
              </TableCell>
              <TableCell align="right">
                {player.decklistSubmitted ? (
                  <Button size="small" onClick={() => setOpened({ player, mode: 'view' })} aria-label={`View the decklist of ${player.name}`}>
                    View
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setOpened({ player, mode: 'edit' })} aria-label={`Enter the decklist of ${player.name}`}>
                  {player.decklistSubmitted ? 'Replace' : 'Enter'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {opened ? (
        <DecklistDialog
          event={event}
          opened={opened}
          onMode={(mode) => setOpened({ ...opened, mode })}
          onClose={() => setOpened(null)}
          onSubmitted={() => {
            setOpened({ ...opened, mode: 'view' });
            void desk.refetch();
          }}
        />
      ) : null}
    </Box>
  );
}

function DecklistDialog({ event, opened, onMode, onClose, onSubmitted }: { event: DecklistEvent; opened: Opened; onMode: (mode: Opened['mode']) => void; onClose: () => void; onSubmitted: () => void }) {
  const { player, mode } = opened;
  const stored = useGraphQLQuery(PLAYER_DECKLIST, { playerId: player.id });
  const notify = useNotify();
  const decklist = stored.data?.decklist ?? null;
  const printHref = `#/events/${encodeURIComponent(event.id)}/decklists/${encodeURIComponent(player.id)}/print`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="decklist-dialog-title">
      <DialogTitle id="decklist-dialog-title">
        {mode === 'view' ? 'Decklist' : 'Enter decklist'} — {player.name}
      </DialogTitle>
      <DialogContent>
        {stored.loading ? <Loading /> : null}
        {stored.error ? <Typography color="error">{stored.error.message}</Typography> : null}
        {mode === 'view' && decklist ? <DecklistView decklist={decklist} playerName={player.name} /> : null}
        {mode === 'view' && !stored.loading && !decklist ? <Typography>No list submitted yet.</Typography> : null}
        {mode === 'edit' && !stored.loading ? (
          <DecklistEditor
            key={decklist?.submittedAt ?? 'new'}
            eventId={event.id}
            playerId={player.id}
            playerName={player.name}
            format={event.decklistFormat}
            initialText={decklist?.text ?? ''}
            onSubmitted={() => {
              notify(`Decklist of ${player.name} stored`, { type: 'success' });
              void stored.refetch();
              onSubmitted();
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {mode === 'view' && decklist ? (
          <Button href={printHref} target="_blank" data-testid="decklist-print">
            Print sheet
          </Button>
        ) : null}
        {mode === 'view' ? <Button onClick={() => onMode('edit')}>{decklist ? 'Replace' : 'Enter'}</Button> : decklist ? <Button onClick={() => onMode('view')}>Back to the list</Button> : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
