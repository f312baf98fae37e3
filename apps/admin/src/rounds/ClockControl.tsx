import { Box, Button } from '@mui/material';
import { ClockFace } from '../clock/ClockFace';
import { commandRoundClock, nextClockCommand } from '../clock/clock-api';
import { useRoundClock } from '../clock/use-round-clock';
import { useRunMutation } from '../admin/use-run-mutation';

const COMMAND_LABEL = { start: 'Start clock', pause: 'Pause clock', resume: 'Resume clock' } as const;

/** The round clock with its start / pause / resume button. */
export function ClockControl({ eventId, roundId, canControl }: { eventId: string; roundId: string; canControl: boolean }) {
  const clock = useRoundClock(eventId, roundId);
  const { run, running } = useRunMutation();
  const command = nextClockCommand(clock.clock);
  const send = async () => {
    if (!command) return;
    const updated = await run(() => commandRoundClock(roundId, command));
    if (updated) clock.update(updated);
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', fontSize: '1.5rem' }}>
      <ClockFace view={clock} />
      {canControl && command && !clock.unavailable ? (
        <Button variant="outlined" onClick={() => void send()} disabled={running} data-testid={`clock-${command}`}>
          {COMMAND_LABEL[command]}
        </Button>
      ) : null}
    </Box>
  );
}
