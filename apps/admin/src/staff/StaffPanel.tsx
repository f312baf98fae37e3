import { Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { ADD_STAFF, EVENT_STAFF, REMOVE_STAFF } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';

const STAFF_ROLES = ['JUDGE', 'ORGANIZER'] as const satisfies readonly StaffRole[];

/** The event's organizers and judges; organizers add people by the email they signed up with, and remove them. */
export function StaffPanel({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const staff = useGraphQLQuery(EVENT_STAFF, { eventId });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('JUDGE');
  const { run, running } = useRunMutation();
  const { t } = useTranslation();
  const members = staff.data?.event?.staff ?? [];

  const add = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const done = await run(() => request(ADD_STAFF, { eventId, email: email.trim(), role }), t('staff.added', { role: t(`role.${role}`), email: email.trim() }));
    if (!done) return;
    setEmail('');
    await staff.refetch();
  };
  const remove = async (userId: string, name: string) => {
    if (!window.confirm(t('staff.confirmRemove', { name }))) return;
    if (await run(() => request(REMOVE_STAFF, { eventId, userId }), t('staff.removed', { name }))) await staff.refetch();
  };

  return (
    <Stack spacing={1} data-testid="staff-panel">
      <Typography variant="h6">{t('staff.title')}</Typography>
      <List dense aria-label={t('staff.title')} data-testid="staff-list">
        {members.map((member) => (
          <ListItem
            key={member.user.id}
            data-testid="staff-member"
            secondaryAction={
              canManage ? (
                <Button size="small" color="error" disabled={running} onClick={() => void remove(member.user.id, member.user.displayName)}>
                  {t('staff.remove')}
                </Button>
              ) : null
            }
          >
            <ListItemText primary={t('staff.member', { name: member.user.displayName, role: t(`role.${member.role}`) })} secondary={member.user.email} />
          </ListItem>
        ))}
      </List>
      {canManage ? (
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} aria-label={t('staff.addLabel')} data-testid="add-staff-form">
          <TextField
            size="small"
            type="email"
            label={t('staff.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            helperText={t('staff.emailHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'add-staff-email' } }}
          />
          <TextField select size="small" label={t('staff.role')} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((staffRole) => (
              <MenuItem key={staffRole} value={staffRole}>
                {t(`role.${staffRole}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" disabled={running || !email.trim()} data-testid="add-staff-submit">
            {t('staff.add')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
