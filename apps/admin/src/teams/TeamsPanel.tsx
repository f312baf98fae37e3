import { Alert, Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Loading, useRecordContext } from 'react-admin';
import { can } from '../admin/event-permissions';
import { useRunMutation } from '../admin/use-run-mutation';
import type { EventDetail } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { DROP_TEAM, EVENT_TEAMS, REGISTER_TEAM, TEAM_STANDINGS } from '../graphql/team-operations';
import { errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useEventLiveRefresh } from '../live/use-event-live-refresh';
import { formatPercent } from '../shared/format';
import { finishLabel } from '../shared/final-placing';
import { TeamEditRow } from './TeamEditRow';
import { useTranslation } from 'react-i18next';

const SEATS = ['A', 'B', 'C'];

/** Team events: register teams from registered players (seats A, B, C), drop a team, and the team standings. */
export function TeamsPanel() {
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const teamsQuery = useGraphQLQuery(EVENT_TEAMS, eventId ? { id: eventId } : null);
  const standingsQuery = useGraphQLQuery(TEAM_STANDINGS, eventId ? { eventId } : null);
  useEventLiveRefresh(eventId, ['standings'], () => void standingsQuery.refetch());
  const { run, running } = useRunMutation();
  const [name, setName] = useState('');
  const [seats, setSeats] = useState<string[]>(['', '', '']);
  const [editing, setEditing] = useState<string | null>(null);
  const { t, i18n } = useTranslation();

  if (!record || !eventId) return null;
  if (teamsQuery.loading && !teamsQuery.data) return <Loading />;
  if (teamsQuery.error && !teamsQuery.data) return <Alert severity="error">{errorMessage(teamsQuery.error)}</Alert>;
  const event = teamsQuery.data?.event;
  const size = event?.teamSize ?? 0;
  const teams = event?.teams ?? [];
  const onTeam = new Set(teams.flatMap((team) => team.players.map((p) => p.id)));
  const free = (event?.players ?? []).filter((p) => !p.dropped && !onTeam.has(p.id));
  const chosen = seats.slice(0, size);
  const refresh = () => {
    void teamsQuery.refetch();
    void standingsQuery.refetch();
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const team = await run(() => request(REGISTER_TEAM, { eventId, name: name.trim(), playerIds: chosen }), t('teamsPanel.registered', { team: name.trim() }));
    if (!team) return;
    setName('');
    setSeats(['', '', '']);
    refresh();
  };

  const drop = async (teamId: string, teamName: string) => {
    if (await run(() => request(DROP_TEAM, { eventId, teamId }), t('teamsPanel.dropped', { team: teamName }))) refresh();
  };

  const standings = standingsQuery.data?.teamStandings ?? [];
  const organizer = can(record.myRoles, 'registrationDesk');
  return (
    <Stack spacing={3}>
      <Typography variant="body2">
        {t(record.teamFormat === 'TRIOS' ? 'teamsPanel.triosRule' : 'teamsPanel.twoHeadedGiantRule')}
      </Typography>
      {record.status === 'REGISTRATION' && organizer ? (
        <Box component="form" onSubmit={submit} aria-label={t('teamsPanel.registerLabel')} data-testid="register-team-form" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField label={t('teamAdmin.name')} value={name} onChange={(e) => setName(e.target.value)} required size="small" slotProps={{ htmlInput: { 'data-testid': 'team-name' } }} />
          {SEATS.slice(0, size).map((seat, index) => (
            <TextField
              key={seat}
              select
              label={t('team.seat', { seat })}
              value={seats[index]}
              onChange={(e) => setSeats(seats.map((s, i) => (i === index ? e.target.value : s)))}
              size="small"
              sx={{ minWidth: 180 }}
              slotProps={{ htmlInput: { 'data-testid': `team-seat-${seat}` } }}
            >
              {free
                .filter((p) => p.id === seats[index] || !chosen.includes(p.id))
                .map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
            </TextField>
          ))}
          <Button type="submit" variant="contained" disabled={running || !name.trim() || chosen.some((s) => !s)} data-testid="register-team-submit">
            {t('teamsPanel.register')}
          </Button>
        </Box>
      ) : null}
      <Table size="small" aria-label={t('teamsPanel.tableLabel')} data-testid="teams-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('teamsPanel.team')}</TableCell>
            {SEATS.slice(0, size).map((seat) => (
              <TableCell key={seat}>{t('team.seat', { seat })}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {teams.map((team) =>
            editing === team.id ? (
              <TeamEditRow
                key={team.id}
                eventId={eventId}
                team={team}
                free={free}
                seatsEditable={record.status === 'REGISTRATION'}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved) refresh();
                }}
              />
            ) : (
            <TableRow key={team.id} sx={team.dropped ? { opacity: 0.6 } : undefined}>
              <TableCell>
                {team.name}
                {team.dropped ? t('teamsPanel.droppedMark') : ''}
              </TableCell>
              {team.players.map((p) => (
                <TableCell key={p.id}>{p.name}</TableCell>
              ))}
              <TableCell>
                {organizer && record.status !== 'FINISHED' ? (
                  <Button size="small" onClick={() => setEditing(team.id)} data-testid="team-edit">
                    {t('teamAdmin.edit')}
                  </Button>
                ) : null}
                {!team.dropped && record.status !== 'FINISHED' && organizer ? (
                  <Button size="small" onClick={() => void drop(team.id, team.name)} disabled={running}>
                    {t('teamsPanel.dropTeam')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6">{t('team.standings.title')}</Typography>
        <Button size="small" href={`#/events/${encodeURIComponent(eventId)}/print/standings`} target="_blank" data-testid="print-team-standings">
          {t('teamAdmin.printStandings')}
        </Button>
      </Stack>
      <Table size="small" aria-label={t('team.standings.title')} data-testid="team-standings-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('standings.rank')}</TableCell>
            <TableCell>{t('teamsPanel.team')}</TableCell>
            <TableCell>{t('standings.matchPoints')}</TableCell>
            <TableCell>{t('standings.record')}</TableCell>
            <TableCell>{t('standings.omwPercent')}</TableCell>
            <TableCell>{t('standings.gwPercent')}</TableCell>
            <TableCell>{t('standings.ogwPercent')}</TableCell>
            <TableCell>{t('standings.finish')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {standings.map((s) => (
            <TableRow key={s.team.id}>
              <TableCell>{s.rank}</TableCell>
              <TableCell>
                {s.team.name}
                {s.team.dropped ? t('teamsPanel.droppedMark') : ''}
              </TableCell>
              <TableCell>{s.matchPoints}</TableCell>
              <TableCell>{s.record}</TableCell>
              <TableCell>{formatPercent(s.omw, i18n.language)}</TableCell>
              <TableCell>{formatPercent(s.gw, i18n.language)}</TableCell>
              <TableCell>{formatPercent(s.ogw, i18n.language)}</TableCell>
              <TableCell>{finishLabel(s.finish, t)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
