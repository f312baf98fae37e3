import { Alert, Box, Button, Checkbox, FormControlLabel, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Infraction, InfractionCategory, Match, Penalty, PenaltyRecord, PlayerRef, Rel } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { INFRACTIONS, ISSUE_PENALTY, PENALTIES, PENALTY_PROPOSAL } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';
import { CATEGORY_LABEL, PENALTIES_IN_ORDER, PENALTY_LABEL } from './penalty-labels';

interface PenaltyCreateProps {
  eventId: string;
  rel: Rel;
  players: readonly PlayerRef[];
  /** The current round's matches, to attach the penalty to the player's match. */
  matches: readonly Match[];
  initialPlayerId?: string;
  initialMatchId?: string;
  onIssued?: (record: PenaltyRecord) => void;
}

const CATEGORIES = Object.keys(CATEGORY_LABEL) as InfractionCategory[];

interface CountFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  min: number;
  helperText: string;
  testId: string;
}

/** A number the server's proposal depends on (minutes late, day); the server checks it. */
function CountField({ label, value, onChange, min, helperText, testId }: CountFieldProps) {
  return <TextField label={label} type="number" value={value} onChange={(e) => onChange(e.target.value)} helperText={helperText} slotProps={{ htmlInput: { min, 'data-testid': testId } }} />;
}

/** A whole number typed in a field, or null while it is empty. */
function wholeNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * Judge's penalty entry: infraction picker, the server's proposal (libs/dci: REL, the player's
 * history, day, minutes late), and deviation with its reason. The form holds no policy.
 */
export function PenaltyCreate({ eventId, rel, players, matches, initialPlayerId, initialMatchId, onIssued }: PenaltyCreateProps) {
  const [playerId, setPlayerId] = useState(initialPlayerId ?? '');
  const [matchId, setMatchId] = useState(initialMatchId ?? '');
  const [infraction, setInfraction] = useState<Infraction | ''>('');
  const [description, setDescription] = useState('');
  const [deviate, setDeviate] = useState(false);
  const [penalty, setPenalty] = useState<Penalty>('WARNING');
  const [deviationReason, setDeviationReason] = useState('');
  const [minutesLate, setMinutesLate] = useState('');
  const [day, setDay] = useState('1');
  const [issued, setIssued] = useState<PenaltyRecord | null>(null);
  const { run, running } = useRunMutation();
  const history = useGraphQLQuery(PENALTIES, playerId ? { eventId, playerId } : null);
  const catalogue = useGraphQLQuery(INFRACTIONS, { rel });
  const late = infraction === 'TARDINESS' ? wholeNumber(minutesLate) : null;
  const proposalQuery = useGraphQLQuery(PENALTY_PROPOSAL, playerId && infraction ? { eventId, playerId, infraction, minutesLate: late, day: wholeNumber(day) } : null);
  const proposal = proposalQuery.data?.penaltyProposal ?? null;
  const infractions = catalogue.data?.infractions ?? [];
  const playerMatches = matches.filter((match) => match.players.some((player) => player.id === playerId));

  const choosePlayer = (id: string) => {
    setPlayerId(id);
    const match = matches.find((candidate) => candidate.players.some((player) => player.id === id));
    setMatchId(match?.id ?? '');
  };

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (!infraction || !playerId) return;
    const record = await run(
      () =>
        request(ISSUE_PENALTY, {
          input: {
            eventId,
            playerId,
            matchId: matchId || null,
            infraction,
            description: description.trim(),
            penalty: deviate ? penalty : null,
            deviationReason: deviate ? deviationReason.trim() : null,
            minutesLate: late,
            day: wholeNumber(day),
          },
        }),
      'Penalty recorded',
    );
    if (!record) return;
    setIssued(record.issuePenalty);
    setDescription('');
    setDeviate(false);
    setDeviationReason('');
    void history.refetch();
    void proposalQuery.refetch();
    onIssued?.(record.issuePenalty);
  };

  const infractionItems: ReactNode[] = [];
  for (const category of CATEGORIES) {
    infractionItems.push(<ListSubheader key={category}>{CATEGORY_LABEL[category]}</ListSubheader>);
    for (const info of infractions.filter((candidate) => candidate.category === category)) {
      infractionItems.push(
        <MenuItem key={info.infraction} value={info.infraction}>
          {info.name} — {PENALTY_LABEL[info.penalty]}
        </MenuItem>,
      );
    }
  }

  return (
    <Box component="form" onSubmit={submit} data-testid="penalty-form" aria-label="Issue penalty">
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {rel === 'REGULAR' ? (
          <Alert severity="info">Regular REL: judges fix and educate (Judging at Regular REL); record what happened.</Alert>
        ) : null}
        <TextField select label="Player" value={playerId} onChange={(e) => choosePlayer(e.target.value)} required slotProps={{ htmlInput: { 'data-testid': 'penalty-player' } }}>
          {[...players]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((player) => (
              <MenuItem key={player.id} value={player.id}>
                {player.name}
              </MenuItem>
            ))}
        </TextField>
        {playerId && history.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="penalty-player-history">
            {history.data.penalties.length === 0
              ? 'No earlier penalties in this event.'
              : `Earlier in this event: ${history.data.penalties
                  .map((record) => `${record.infractionName} (${PENALTY_LABEL[record.penalty]})`)
                  .join('; ')}`}
          </Typography>
        ) : null}
        <TextField select label="Match" value={matchId} onChange={(e) => setMatchId(e.target.value)} helperText="A Match Loss applies to this match, or the next if it is over">
          <MenuItem value="">No match</MenuItem>
          {playerMatches.map((match) => (
            <MenuItem key={match.id} value={match.id}>
              Round {match.round}, table {match.table}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Infraction"
          value={infraction}
          onChange={(e) => setInfraction(e.target.value as Infraction)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'penalty-infraction' } }}
        >
          {infractionItems}
        </TextField>
        {infraction === 'TARDINESS' ? (
          <CountField label="Minutes late" value={minutesLate} onChange={setMinutesLate} min={0} helperText="Minutes after the round started (IPG 3.1)" testId="penalty-minutes-late" />
        ) : null}
        <CountField label="Day of the event" value={day} onChange={setDay} min={1} helperText="Upgrade counts reset each day" testId="penalty-day" />
        {proposalQuery.error ? (
          <Alert severity="error" data-testid="penalty-proposal-error">
            {proposalQuery.error.message}
          </Alert>
        ) : null}
        {proposal ? (
          <Alert severity={proposal.upgraded ? 'warning' : 'info'} data-testid="penalty-proposal">
            Proposed: <strong>{PENALTY_LABEL[proposal.penalty]}</strong>. {proposal.explanation}
          </Alert>
        ) : null}
        <TextField
          label="What happened"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { 'data-testid': 'penalty-description' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={deviate} onChange={(e) => setDeviate(e.target.checked)} />}
          label="Deviate from the guide (Head Judge approval required)"
        />
        {deviate ? (
          <>
            <TextField select label="Penalty given" value={penalty} onChange={(e) => setPenalty(e.target.value as Penalty)}>
              {PENALTIES_IN_ORDER.map((option) => (
                <MenuItem key={option} value={option}>
                  {PENALTY_LABEL[option]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Deviation reason"
              value={deviationReason}
              onChange={(e) => setDeviationReason(e.target.value)}
              required
              slotProps={{ htmlInput: { 'data-testid': 'penalty-deviation-reason' } }}
            />
          </>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={running || !infraction || !playerId || !description.trim() || !proposal} data-testid="penalty-submit">
            Issue penalty
          </Button>
        </Box>
        {issued ? (
          <Alert severity="success" data-testid="penalty-issued">
            {issued.player.name}: {PENALTY_LABEL[issued.penalty]}
            {issued.upgraded ? ' (upgraded)' : ''}. {issued.explanation} Effect: {issued.effect}.
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
