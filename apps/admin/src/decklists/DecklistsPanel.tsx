import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, useNotify, useRecordContext } from 'react-admin';
import type { EventDetail } from '../graphql/api-types';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatDateTime, formatNumber } from '../i18n/locale-format';
import { nameMatches } from '../shared/pairing-rows';
import { DecklistEditor } from './DecklistEditor';
import { DecklistView } from './DecklistView';
import { CARD_DATABASE, DECKLIST_DESK, PLAYER_DECKLIST } from './decklist-operations';
import type { DecklistEvent, DecklistPlayer } from './decklist-types';

type Opened = { player: DecklistPlayer; mode: 'view' | 'edit' };

/** Staff: every player's decklist status; enter a list by paste, and open a list during a deck check. */
export function DecklistsPanel() {
  const { t, i18n } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : null;
  const desk = useGraphQLQuery(DECKLIST_DESK, eventId ? { eventId } : null);
  const database = useGraphQLQuery(CARD_DATABASE, {});
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);

  if (desk.loading) return <Loading />;
  if (desk.error) return <Typography color="error">{errorMessage(desk.error)}</Typography>;
  const event = desk.data?.event;
  if (!event) return null;
  const players = [...event.players].sort((a, b) => a.name.localeCompare(b.name));
  const shown = search.trim() ? players.filter((p) => nameMatches(p.name, search)) : players;
  const missing = players.filter((p) => !p.dropped && !p.decklistSubmitted).length;

  return (
    <Box>
      <Typography data-testid="decklist-format-summary" sx={{ mb: 1 }}>
        {t('decklistsPanel.checkedAgainst')} <strong>{event.decklistFormat}</strong>
        {database.data ? t('decklistsPanel.cardData', { date: database.data.cardDatabase.dataDate, cards: formatNumber(database.data.cardDatabase.cardCount, i18n.language) }) : ''}
        {event.decklistDeadline ? t('decklistsPanel.deadline', { at: formatDateTime(event.decklistDeadline, i18n.language) }) : t('decklistsPanel.noDeadline')}
        {event.decklistsPublished ? t('decklistsPanel.published') : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <TextField size="small" label={t('decklistsPanel.findPlayer')} value={search} onChange={(e) => setSearch(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'decklist-player-search' } }} />
        <Typography variant="body2">{t('decklistsPanel.missing', { players: missing })}</Typography>
      </Box>
      <Table size="small" aria-label={t('decklistsPanel.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('decklistsPanel.player')}</TableCell>
            <TableCell>{t('decklistsPanel.decklist')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((player) => (
            <TableRow key={player.id} data-testid="decklist-row" data-player-name={player.name}>
              <TableCell>
                {player.name}
                {player.dropped ? t('decklistsPanel.dropped') : ''}
              </TableCell>
              <TableCell>
                <Chip size="small" color={player.decklistSubmitted ? 'success' : 'warning'} label={t(player.decklistSubmitted ? 'decklistsPanel.submitted' : 'decklistsPanel.missingChip')} />
              </TableCell>
              <TableCell align="right">
                {player.decklistSubmitted ? (
                  <Button size="small" onClick={() => setOpened({ player, mode: 'view' })} aria-label={t('decklistsPanel.viewLabel', { name: player.name })}>
                    {t('decklistsPanel.view')}
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setOpened({ player, mode: 'edit' })} aria-label={t('decklistsPanel.enterLabel', { name: player.name })}>
                  {t(player.decklistSubmitted ? 'decklistsPanel.replace' : 'decklistsPanel.enter')}
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
  const { t } = useTranslation();
  const { player, mode } = opened;
  const stored = useGraphQLQuery(PLAYER_DECKLIST, { playerId: player.id });
  const notify = useNotify();
  const decklist = stored.data?.decklist ?? null;
  const printHref = `#/events/${encodeURIComponent(event.id)}/decklists/${encodeURIComponent(player.id)}/print`;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="decklist-dialog-title">
      <DialogTitle id="decklist-dialog-title">
        {t(mode === 'view' ? 'decklistsPanel.dialogView' : 'decklistsPanel.dialogEdit', { name: player.name })}
      </DialogTitle>
      <DialogContent>
        {stored.loading ? <Loading /> : null}
        {stored.error ? <Typography color="error">{errorMessage(stored.error)}</Typography> : null}
        {mode === 'view' && decklist ? <DecklistView decklist={decklist} playerName={player.name} /> : null}
        {mode === 'view' && !stored.loading && !decklist ? <Typography>{t('decklistsPanel.noList')}</Typography> : null}
        {mode === 'edit' && !stored.loading ? (
          <DecklistEditor
            key={decklist?.submittedAt ?? 'new'}
            eventId={event.id}
            playerId={player.id}
            playerName={player.name}
            format={event.decklistFormat}
            initialText={decklist?.text ?? ''}
            onSubmitted={() => {
              notify(t('decklistsPanel.stored', { name: player.name }), { type: 'success' });
              void stored.refetch();
              onSubmitted();
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {mode === 'view' && decklist ? (
          <Button href={printHref} target="_blank" data-testid="decklist-print">
            {t('decklistsPanel.print')}
          </Button>
        ) : null}
        {mode === 'view' ? <Button onClick={() => onMode('edit')}>{t(decklist ? 'decklistsPanel.replace' : 'decklistsPanel.enter')}</Button> : decklist ? <Button onClick={() => onMode('view')}>{t('decklistsPanel.back')}</Button> : null}
        <Button onClick={onClose}>{t('decklistsPanel.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
