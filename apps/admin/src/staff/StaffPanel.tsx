import { Box, Button, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { StaffRole } from '../graphql/api-types';
import { request } from '../graphql/graphql-client';
import { ADD_STAFF, EVENT_STAFF, REMOVE_STAFF } from '../graphql/operations';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { useRunMutation } from '../admin/use-run-mutation';

const ROLE_LABEL: Record<StaffRole, string> = { ORGANIZER: 'Organizer', JUDGE: 'Judge' };

/** The event's organizers and judges; organizers add people by the email they signed up with, and remove them. */
export function StaffPanel({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const staff = useGraphQLQuery(EVENT_STAFF, { eventId });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('JUDGE');
  const { run, running } = useRunMutation();
  const members = staff.data?.event?.staff ?? [];

  const add = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const done = await run(() => request(ADD_STAFF, { eventId, email: email.trim(), role }), `${ROLE_LABEL[role]} added: ${email.trim()}`);
    if (!done) return;
    setEmail('');
    await staff.refetch();
  };
  const remove = async (userId: string, name: string) => {
    if (!window.confirm(`Remove ${name} from the staff of this event?`)) return;
    if (await run(() => request(REMOVE_STAFF, { eventId, userId }), `${name} removed from the staff`)) await staff.refetch();
  };

  return (
    <Stack spacing={1} data-testid="staff-panel">
      <Typography variant="h6">Staff</Typography>
      <List dense aria-label="Staff" data-testid="staff-list">
        {members.map((member) => (
          <ListItem
            key={member.user.id}
            data-testid="staff-member"
            secondaryAction={
              canManage ? (
                <Button size="small" color="error" disabled={running} onClick={() => void remove(member.user.id, member.user.displayName)}>
                  Remove
                </Button>
              ) : null
            }
          >
            <ListItemText primary={`${member.user.displayName} · ${ROLE_LABEL[member.role]}`} secondary={member.user.email} />
          </ListItem>
        ))}
      </List>
      {canManage ? (
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} aria-label="Add staff" data-testid="add-staff-form">
          <TextField
            size="small"
            type="email"
            label="Email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            helperText="The email they signed up with"
            slotProps={{ htmlInput: { 'data-testid': 'add-staff-email' } }}
          />
          <TextField select size="small" label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            <MenuItem value="JUDGE">Judge</MenuItem>
            <MenuItem value="ORGANIZER">Organizer</MenuItem>
          </TextField>
          <Button type="submit" disabled={running || !email.trim()} data-testid="add-staff-submit">
            Add staff
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
