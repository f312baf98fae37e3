import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockFace } from '../clock/ClockFace';
import { commandRoundClock, nextClockCommand } from '../clock/clock-api';
import { useRoundClock } from '../clock/use-round-clock';
import { useRunMutation } from '../admin/use-run-mutation';
import { request } from '../graphql/graphql-client';
import { ADJUST_ROUND_CLOCK } from '../graphql/clock-operations';

/** Rounds under this many minutes need a documented reason (MTR 2.6); the API decides, this only shows the reason field in time. */
const SHORT_ROUND_MINUTES = 40;

/** The round clock with its start / pause / resume button; a start may set its own minutes (blank: the event's round time). */
export function ClockControl({ eventId, roundId, canControl }: { eventId: string; roundId: string; canControl: boolean }) {
  const { t } = useTranslation();
  const clock = useRoundClock(eventId, roundId);
  const { run, running } = useRunMutation();
  const [minutes, setMinutes] = useState('');
  const [shortReason, setShortReason] = useState('');
  const command = nextClockCommand(clock.clock);
  const chosenMinutes = minutes.trim() === '' ? null : Number(minutes);
  const send = async () => {
    if (!command) return;
    const options = command === 'start' ? { minutes: chosenMinutes, shortReason: shortReason.trim() || null } : {};
    const updated = await run(() => commandRoundClock(roundId, command, options));
    if (updated) clock.update(updated);
  };
  const starting = canControl && command === 'start' && !clock.unavailable;
  // A started clock (running or paused) can be corrected by a minute either way (adjustRoundClock).
  const adjustable = canControl && (command === 'pause' || command === 'resume') && !clock.unavailable;
  const adjust = async (seconds: number) => {
    const updated = await run(async () => (await request(ADJUST_ROUND_CLOCK, { roundId, seconds })).adjustRoundClock);
    if (updated) clock.update(updated);
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', fontSize: '1.5rem', flexWrap: 'wrap' }}>
      <ClockFace view={clock} />
      {starting ? (
        <TextField
          size="small"
          type="number"
          label={t('admin.clock.minutes')}
          placeholder={t('admin.clock.eventDefault')}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
          sx={{ width: 130 }}
          slotProps={{ htmlInput: { min: 1, max: 240, 'data-testid': 'clock-minutes' }, inputLabel: { shrink: true } }}
        />
      ) : null}
      {starting && chosenMinutes !== null && chosenMinutes < SHORT_ROUND_MINUTES ? (
        <TextField
          size="small"
          label={t('admin.clock.shortReason')}
          value={shortReason}
          onChange={(e) => setShortReason(e.target.value)}
          sx={{ minWidth: 280 }}
          helperText={t('admin.clock.shortHelp')}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'clock-short-reason' } }}
        />
      ) : null}
      {canControl && command && !clock.unavailable ? (
        <Button variant="outlined" onClick={() => void send()} disabled={running} data-testid={`clock-${command}`}>
          {t(`admin.clock.command.${command}`)}
        </Button>
      ) : null}
      {adjustable ? (
        <>
          <Button size="small" onClick={() => void adjust(-60)} disabled={running} data-testid="clock-remove-minute" aria-label={t('admin.clock.removeMinuteLabel')}>
            {t('limitedClock.removeMinute')}
          </Button>
          <Button size="small" onClick={() => void adjust(60)} disabled={running} data-testid="clock-add-minute" aria-label={t('admin.clock.addMinuteLabel')}>
            {t('limitedClock.addMinute')}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
