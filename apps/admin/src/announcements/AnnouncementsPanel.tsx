import { Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunMutation } from '../admin/use-run-mutation';
import { request } from '../graphql/graphql-client';
import { SEND_ANNOUNCEMENT } from '../graphql/operations';
import { formatDateTime } from '../i18n/locale-format';
import { useAnnouncements } from './use-announcements';

/** Mirrors the API's limit (ANNOUNCEMENT_TOO_LONG), so the counter warns before sending. */
const MAX_LENGTH = 280;

/** The staff's announcements to every player's phone: a one-line message, and what was sent. */
export function AnnouncementsPanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const { announcements } = useAnnouncements(eventId);
  const [text, setText] = useState('');
  const { run, running } = useRunMutation();
  const length = [...text.trim()].length;

  const send = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (await run(() => request(SEND_ANNOUNCEMENT, { eventId, text }), t('announcements.sent'))) setText('');
  };

  return (
    <Stack spacing={1} data-testid="announcements-panel">
      <Typography variant="h6">{t('announcements.title')}</Typography>
      <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} aria-label={t('announcements.formLabel')}>
        <TextField
          size="small"
          label={t('announcements.message')}
          value={text}
          onChange={(changeEvent) => setText(changeEvent.target.value)}
          error={length > MAX_LENGTH}
          helperText={t('announcements.counter', { length, maximum: MAX_LENGTH })}
          sx={{ flex: '1 1 24rem' }}
          slotProps={{ htmlInput: { 'data-testid': 'announcement-text' } }}
        />
        <Button type="submit" variant="contained" disabled={running || length === 0 || length > MAX_LENGTH} data-testid="announcement-send">
          {t('announcements.send')}
        </Button>
      </Box>
      {announcements && announcements.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('announcements.none')}
        </Typography>
      ) : null}
      <List dense aria-label={t('announcements.sentList')} data-testid="announcement-list">
        {(announcements ?? []).map((announcement) => (
          <ListItem key={announcement.id} data-testid="announcement">
            <ListItemText primary={announcement.text} secondary={formatDateTime(announcement.sentAt, i18n.language)} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
