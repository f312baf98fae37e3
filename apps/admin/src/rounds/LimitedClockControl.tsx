import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRunMutation } from '../admin/use-run-mutation';
import { LimitedClockFace } from '../clock/LimitedClockFace';
import { useLimitedClock } from '../clock/use-limited-clock';
import type { EventDetail } from '../graphql/api-types';
import { ADJUST_LIMITED_CLOCK, PAUSE_LIMITED_CLOCK, RESUME_LIMITED_CLOCK, START_LIMITED_CLOCK, START_NEXT_LIMITED_PHASE } from '../graphql/clock-operations';
import { request } from '../graphql/graphql-client';

/** The Limited schedules the API offers (MTR App. B; seed Floor Rules 112), in words; the API sets the minutes. */
const SCHEDULES = [
  { value: 'sealed', label: 'Sealed' },
  { value: 'sealed-long', label: 'Sealed, longer construction (higher-level events)' },
  { value: 'draft', label: 'Booster draft' },
  { value: 'team-sealed', label: 'Team sealed' },
  { value: 'two-headed-giant-sealed', label: 'Two-Headed Giant sealed' },
  { value: 'team-draft', label: 'Team draft' },
] as const;

/** Deck registration and construction clock of a Limited event: choose the schedule, start, pause, adjust, next phase. */
export function LimitedClockControl({ eventId, rel, canControl }: { eventId: string; rel: EventDetail['rel']; canControl: boolean }) {
  const view = useLimitedClock(eventId);
  const { run, running } = useRunMutation();
  const [schedule, setSchedule] = useState<string>(rel === 'REGULAR' ? 'sealed' : 'sealed-long');
  const [newSetWeekend, setNewSetWeekend] = useState(false);
  const clock = view.clock;

  const send = async (action: () => Promise<Parameters<typeof view.update>[0]>, message?: string) => {
    const updated = await run(action, message);
    if (updated) view.update(updated);
  };

  if (view.loading && !clock) return null;
  return (
    <Box data-testid="limited-clock-control" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="h6">Deck registration and construction</Typography>
      {clock ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', fontSize: '1.5rem' }}>
          <LimitedClockFace view={view} />
          <Typography variant="body2" color="text.secondary">
            {clock.phases.map((phase) => `${phase.label} ${phase.minutes} min`).join(', then ')}
          </Typography>
          {canControl ? (
            <>
              {clock.status === 'RUNNING' && (view.remainingSeconds ?? 0) > 0 ? (
                <Button variant="outlined" disabled={running} onClick={() => void send(async () => (await request(PAUSE_LIMITED_CLOCK, { eventId })).pauseLimitedClock)} data-testid="limited-clock-pause">
                  Pause
                </Button>
              ) : null}
              {clock.status === 'PAUSED' ? (
                <Button variant="outlined" disabled={running} onClick={() => void send(async () => (await request(RESUME_LIMITED_CLOCK, { eventId })).resumeLimitedClock)} data-testid="limited-clock-resume">
                  Resume
                </Button>
              ) : null}
              <Button disabled={running} onClick={() => void send(async () => (await request(ADJUST_LIMITED_CLOCK, { eventId, seconds: 60 })).adjustLimitedClock)} data-testid="limited-clock-add-minute">
                +1 min
              </Button>
              <Button disabled={running} onClick={() => void send(async () => (await request(ADJUST_LIMITED_CLOCK, { eventId, seconds: -60 })).adjustLimitedClock)} data-testid="limited-clock-remove-minute">
                −1 min
              </Button>
              {clock.hasNextPhase ? (
                <Button
                  variant="contained"
                  disabled={running}
                  onClick={() => void send(async () => (await request(START_NEXT_LIMITED_PHASE, { eventId })).startNextLimitedPhase, `${clock.phases[clock.phaseNumber].label} started`)}
                  data-testid="limited-clock-next"
                >
                  Start {clock.phases[clock.phaseNumber].label.toLowerCase()}
                </Button>
              ) : null}
            </>
          ) : null}
        </Stack>
      ) : canControl ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <TextField select size="small" label="Schedule" value={schedule} onChange={(e) => setSchedule(e.target.value)} sx={{ minWidth: 280 }} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'limited-clock-schedule' } }}>
            {SCHEDULES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={newSetWeekend} onChange={(e) => setNewSetWeekend(e.target.checked)} />} label="Release weekend (15 more construction minutes)" />
          <Button
            variant="contained"
            disabled={running}
            onClick={() => void send(async () => (await request(START_LIMITED_CLOCK, { eventId, schedule, newSetWeekend })).startLimitedClock, 'Deck clock started')}
            data-testid="limited-clock-start"
          >
            Start deck clock
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">Not started.</Typography>
      )}
    </Box>
  );
}
