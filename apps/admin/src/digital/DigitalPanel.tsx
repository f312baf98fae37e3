import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useRecordContext, useRefresh } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../graphql/api-types';
import { DIGITAL_EVENT, OPEN_SEALED_POOLS, SEAT_BOT, SET_UP_DIGITAL_LIMITED, START_DIGITAL_DRAFT } from '../graphql/digital-operations';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';
import { freeBotNumbers } from './bot-names';

const LIMITED_PRODUCTS = ['SEALED', 'DRAFT'] as const;
/** Bots seated in one go: enough for any pod or store event, few enough to be a click's work. */
const MOST_BOTS_AT_ONCE = 64;

/** A digital event's own controls: bots in empty seats, and for Limited the product and set, sealed pools or the draft (pods of eight). */
export function DigitalPanel() {
  const { t } = useTranslation();
  const record = useRecordContext<EventDetail>();
  const eventId = record ? String(record.id) : undefined;
  const query = useGraphQLQuery(DIGITAL_EVENT, eventId ? { eventId } : null);
  const refreshShow = useRefresh();
  const { run, running } = useRunMutation();
  const [bots, setBots] = useState(2);
  const [product, setProduct] = useState<(typeof LIMITED_PRODUCTS)[number]>('DRAFT');
  const [setCode, setSetCode] = useState('10E');
  const [fillWithBots, setFillWithBots] = useState(true);

  if (query.loading) return <Loading />;
  if (query.error && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const event = query.data?.event;
  if (!event || !eventId) return null;
  const setUp = query.data?.limitedSetUp ?? null;
  const open = event.status === 'REGISTRATION' || event.status === 'RUNNING';

  const act = async (action: () => Promise<unknown>, message: string) => {
    if ((await run(action, message)) !== undefined) {
      await query.refetch();
      refreshShow();
    }
  };
  const seatBots = () => {
    const numbers = freeBotNumbers(
      event.players.map((player) => player.name),
      bots,
      (number) => t('digital.botName', { number }),
    );
    return act(async () => {
      for (const number of numbers) await request(SEAT_BOT, { eventId, name: t('digital.botName', { number }) });
      return numbers.length;
    }, t('digital.botsSeated', { number: numbers.length }));
  };

  return (
    <Stack spacing={3} data-testid="digital-panel">
      <Typography>{t('digital.intro')}</Typography>
      <Stack spacing={1}>
        <Typography variant="h6">{t('digital.botsTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(event.format === 'LIMITED' ? 'digital.botsHelpLimited' : 'digital.botsHelpConstructed')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            type="number"
            size="small"
            label={t('digital.botCount')}
            value={bots}
            onChange={(e) => setBots(Math.min(MOST_BOTS_AT_ONCE, Math.max(1, Number(e.target.value) || 1)))}
            sx={{ width: 120 }}
            slotProps={{ htmlInput: { min: 1, max: MOST_BOTS_AT_ONCE, 'data-testid': 'bot-count' } }}
          />
          <Button variant="contained" disabled={running || !open} onClick={() => void seatBots()} data-testid="seat-bots">
            {t('digital.seatBots')}
          </Button>
          <Typography variant="body2" data-testid="digital-player-count">
            {t('digital.playerCount', { number: event.players.length })}
          </Typography>
        </Stack>
      </Stack>

      {event.format === 'LIMITED' ? (
        <Stack spacing={1}>
          <Typography variant="h6">{t('digital.limitedTitle')}</Typography>
          {setUp ? (
            <Typography data-testid="limited-set-up">
              {t(`digital.setUp.${setUp.product}`, { set: setUp.setName, code: setUp.setCode })}
              {setUp.started ? ` · ${t(setUp.product === 'DRAFT' ? 'digital.draftStarted' : 'digital.poolsOpened')}` : ''}
            </Typography>
          ) : null}
          {!setUp?.started ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField select size="small" label={t('digital.product')} value={product} onChange={(e) => setProduct(e.target.value as typeof product)} sx={{ minWidth: 160 }} slotProps={{ htmlInput: { 'data-testid': 'limited-product' } }}>
                {LIMITED_PRODUCTS.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {t(`digital.products.${choice}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField size="small" label={t('digital.setCode')} value={setCode} onChange={(e) => setSetCode(e.target.value.toUpperCase())} sx={{ width: 120 }} slotProps={{ htmlInput: { 'data-testid': 'limited-set-code' } }} />
              <Button disabled={running || !setCode.trim()} onClick={() => void act(() => request(SET_UP_DIGITAL_LIMITED, { eventId, product, setCode: setCode.trim() }), t('digital.setUpDone'))} data-testid="set-up-limited">
                {t('digital.setUpButton')}
              </Button>
            </Stack>
          ) : null}
          {setUp && !setUp.started && setUp.product === 'SEALED' ? (
            <Button variant="contained" disabled={running} onClick={() => void act(() => request(OPEN_SEALED_POOLS, { eventId }), t('digital.poolsOpenedNotice'))} data-testid="open-sealed-pools" sx={{ alignSelf: 'flex-start' }}>
              {t('digital.openPools')}
            </Button>
          ) : null}
          {setUp && !setUp.started && setUp.product === 'DRAFT' ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <FormControlLabel control={<Checkbox checked={fillWithBots} onChange={(e) => setFillWithBots(e.target.checked)} />} label={t('digital.fillWithBots')} />
              <Button variant="contained" disabled={running} onClick={() => void act(() => request(START_DIGITAL_DRAFT, { eventId, fillWithBots }), t('digital.draftStartedNotice'))} data-testid="start-draft">
                {t('digital.startDraft')}
              </Button>
            </Stack>
          ) : null}
          {setUp?.started && setUp.product === 'DRAFT' ? (
            <Button href={`#/events/${encodeURIComponent(eventId)}/print/pods`} target="_blank" data-testid="print-pods" sx={{ alignSelf: 'flex-start' }}>
              {t('pods.print')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
