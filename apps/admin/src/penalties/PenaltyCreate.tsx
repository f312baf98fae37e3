import { Alert, Box, Button, Checkbox, FormControlLabel, ListSubheader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Infraction, Match, Penalty, PenaltyRecord, PlayerRef, Rel } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { INFRACTIONS, ISSUE_PENALTY, PENALTIES, PENALTY_PROPOSAL } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';
import { errorMessage } from '../graphql/graphql-error';
import { useApiWording } from '../i18n/api-wording';
import { CATEGORIES, PENALTIES_IN_ORDER, infractionName, penaltyName, proposalWording, recordWording } from './penalty-labels';

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
  const { t } = useTranslation();
  const apiWording = useApiWording();
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
      t('penaltyForm.recorded'),
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
    infractionItems.push(<ListSubheader key={category}>{t(`penalty.category.${category}`)}</ListSubheader>);
    for (const info of infractions.filter((candidate) => candidate.category === category)) {
      infractionItems.push(
        <MenuItem key={info.infraction} value={info.infraction}>
          {infractionName(t, info.infraction)} — {penaltyName(t, info.penalty)}
        </MenuItem>,
      );
    }
  }

  return (
    <Box component="form" onSubmit={submit} data-testid="penalty-form" aria-label={t('penaltyForm.issue')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {rel === 'REGULAR' ? (
          <Alert severity="info">{t('penaltyForm.regularNotice')}</Alert>
        ) : null}
        <TextField select label={t('penaltyForm.player')} value={playerId} onChange={(e) => choosePlayer(e.target.value)} required slotProps={{ htmlInput: { 'data-testid': 'penalty-player' } }}>
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
              ? t('penaltyForm.noHistory')
              : t('penaltyForm.history', {
                  list: history.data.penalties
                    .map((record) => t('penaltyForm.historyItem', { infraction: infractionName(t, record.infraction), penalty: penaltyName(t, record.penalty) }))
                    .join(t('penaltyForm.historySeparator')),
                })}
          </Typography>
        ) : null}
        <TextField select label={t('penaltyForm.match')} value={matchId} onChange={(e) => setMatchId(e.target.value)} helperText={t('penaltyForm.matchHelp')}>
          <MenuItem value="">{t('penaltyForm.noMatch')}</MenuItem>
          {playerMatches.map((match) => (
            <MenuItem key={match.id} value={match.id}>
              {t('penaltyForm.matchOption', { round: match.round, table: match.table })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('penaltyForm.infraction')}
          value={infraction}
          onChange={(e) => setInfraction(e.target.value as Infraction)}
          required
          slotProps={{ htmlInput: { 'data-testid': 'penalty-infraction' } }}
        >
          {infractionItems}
        </TextField>
        {infraction === 'TARDINESS' ? (
          <CountField label={t('penaltyForm.minutesLate')} value={minutesLate} onChange={setMinutesLate} min={0} helperText={t('penaltyForm.minutesLateHelp')} testId="penalty-minutes-late" />
        ) : null}
        <CountField label={t('penaltyForm.day')} value={day} onChange={setDay} min={1} helperText={t('penaltyForm.dayHelp')} testId="penalty-day" />
        {proposalQuery.error ? (
          <Alert severity="error" data-testid="penalty-proposal-error">
            {errorMessage(proposalQuery.error)}
          </Alert>
        ) : null}
        {proposal ? (
          <Alert severity={proposal.upgraded ? 'warning' : 'info'} data-testid="penalty-proposal">
            {t('penaltyForm.proposed')}
            <strong>{penaltyName(t, proposal.penalty)}</strong>
            {t('penaltyForm.fullStop')}
            {apiWording(proposal.explanation, () => proposalWording(t, proposal, rel))}
          </Alert>
        ) : null}
        <TextField
          label={t('penaltyForm.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { 'data-testid': 'penalty-description' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={deviate} onChange={(e) => setDeviate(e.target.checked)} />}
          label={t('penaltyForm.deviate')}
        />
        {deviate ? (
          <>
            <TextField select label={t('penaltyForm.given')} value={penalty} onChange={(e) => setPenalty(e.target.value as Penalty)}>
              {PENALTIES_IN_ORDER.map((option) => (
                <MenuItem key={option} value={option}>
                  {penaltyName(t, option)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('penaltyForm.deviationReason')}
              value={deviationReason}
              onChange={(e) => setDeviationReason(e.target.value)}
              required
              slotProps={{ htmlInput: { 'data-testid': 'penalty-deviation-reason' } }}
            />
          </>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={running || !infraction || !playerId || !description.trim() || !proposal} data-testid="penalty-submit">
            {t('penaltyForm.issue')}
          </Button>
        </Box>
        {issued ? (
          <Alert severity="success" data-testid="penalty-issued">
            {t('penaltyForm.issued', { name: issued.player.name, penalty: penaltyName(t, issued.penalty), upgraded: issued.upgraded ? t('penalty.upgraded') : '' })}
            {apiWording(issued.explanation, () => recordWording(t, issued))}
            {t('penaltyForm.effect', { effect: apiWording(issued.effect, () => t(`penalty.effect.${issued.penalty}`)) })}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
