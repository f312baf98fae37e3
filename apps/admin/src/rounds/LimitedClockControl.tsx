import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunMutation } from '../admin/use-run-mutation';
import { LimitedClockFace } from '../clock/LimitedClockFace';
import { limitedPhaseName } from '../clock/limited-phase-name';
import { useLimitedClock } from '../clock/use-limited-clock';
import type { EventDetail } from '../graphql/api-types';
import { ADJUST_LIMITED_CLOCK, PAUSE_LIMITED_CLOCK, RESUME_LIMITED_CLOCK, START_LIMITED_CLOCK, START_NEXT_LIMITED_PHASE } from '../graphql/clock-operations';
import { request } from '../graphql/graphql-client';

/** The Limited schedules the API offers (MTR App. B; seed Floor Rules 112), named by `limitedClock.schedules.<schedule>`; the API sets the minutes. */
const SCHEDULES = ['sealed', 'sealed-long', 'draft', 'team-sealed', 'two-headed-giant-sealed', 'team-draft'] as const;

/** Deck registration and construction clock of a Limited event: choose the schedule, start, pause, adjust, next phase. */
export function LimitedClockControl({ eventId, rel, canControl }: { eventId: string; rel: EventDetail['rel']; canControl: boolean }) {
  const { t } = useTranslation();
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
      <Typography variant="h6">{t('limitedClock.title')}</Typography>
      {clock ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', fontSize: '1.5rem' }}>
          <LimitedClockFace view={view} />
          <Typography variant="body2" color="text.secondary">
            {clock.phases.map((phase) => t('limitedClock.phase', { phase: limitedPhaseName(t, phase), minutes: phase.minutes })).join(t('limitedClock.then'))}
          </Typography>
          {canControl ? (
            <>
              {clock.status === 'RUNNING' && (view.remainingSeconds ?? 0) > 0 ? (
                <Button variant="outlined" disabled={running} onClick={() => void send(async () => (await request(PAUSE_LIMITED_CLOCK, { eventId })).pauseLimitedClock)} data-testid="limited-clock-pause">
                  {t('limitedClock.pause')}
                </Button>
              ) : null}
              {clock.status === 'PAUSED' ? (
                <Button variant="outlined" disabled={running} onClick={() => void send(async () => (await request(RESUME_LIMITED_CLOCK, { eventId })).resumeLimitedClock)} data-testid="limited-clock-resume">
                  {t('limitedClock.resume')}
                </Button>
              ) : null}
              <Button disabled={running} onClick={() => void send(async () => (await request(ADJUST_LIMITED_CLOCK, { eventId, seconds: 60 })).adjustLimitedClock)} data-testid="limited-clock-add-minute">
                {t('limitedClock.addMinute')}
              </Button>
              <Button disabled={running} onClick={() => void send(async () => (await request(ADJUST_LIMITED_CLOCK, { eventId, seconds: -60 })).adjustLimitedClock)} data-testid="limited-clock-remove-minute">
                {t('limitedClock.removeMinute')}
              </Button>
              {clock.hasNextPhase ? (
                <Button
                  variant="contained"
                  disabled={running}
                  onClick={() => void send(async () => (await request(START_NEXT_LIMITED_PHASE, { eventId })).startNextLimitedPhase, t('limitedClock.phaseStarted', { phase: limitedPhaseName(t, clock.phases[clock.phaseNumber]) }))}
                  data-testid="limited-clock-next"
                >
                  {t('limitedClock.startPhase', { phase: limitedPhaseName(t, clock.phases[clock.phaseNumber]).toLowerCase() })}
                </Button>
              ) : null}
            </>
          ) : null}
        </Stack>
      ) : canControl ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <TextField select size="small" label={t('limitedClock.schedule')} value={schedule} onChange={(e) => setSchedule(e.target.value)} sx={{ minWidth: 280 }} slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'limited-clock-schedule' } }}>
            {SCHEDULES.map((option) => (
              <option key={option} value={option}>
                {t(`limitedClock.schedules.${option}`)}
              </option>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={newSetWeekend} onChange={(e) => setNewSetWeekend(e.target.checked)} />} label={t('limitedClock.releaseWeekend')} />
          <Button
            variant="contained"
            disabled={running}
            onClick={() => void send(async () => (await request(START_LIMITED_CLOCK, { eventId, schedule, newSetWeekend })).startLimitedClock, t('limitedClock.started'))}
            data-testid="limited-clock-start"
          >
            {t('limitedClock.start')}
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('limitedClock.notStarted')}</Typography>
      )}
    </Box>
  );
}
