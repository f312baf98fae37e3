import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../graphql/graphql-error';
import { request } from '../graphql/graphql-client';
import type { PublicEvent } from '../graphql/operations';
import { REGISTER_MY_TEAM } from '../graphql/team-operations';

interface Teammate {
  name: string;
  email: string;
}

/**
 * Team events, while registration is open: a registered player becomes the captain (seat A)
 * and invites teammates by email; each accepts on their own phone under My events.
 */
export function CaptainTeamForm({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const mates = (event.teamSize ?? 1) - 1;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [teammates, setTeammates] = useState<Teammate[]>(() => Array.from({ length: mates }, () => ({ name: '', email: '' })));
  const [state, setState] = useState<{ busy: boolean; error: string | null; done: string | null }>({ busy: false, error: null, done: null });
  if (event.teamSize == null || event.status !== 'REGISTRATION' || !event.myRoles.includes('PLAYER')) return null;
  if (state.done) {
    return (
      <p className="notice" data-testid="team-registered-notice">
        {t('player.team.registered', { team: state.done })}
      </p>
    );
  }
  if (!open) {
    return (
      <div className="register">
        <button type="button" onClick={() => setOpen(true)} data-testid="captain-open">
          {t('player.team.open')}
        </button>
      </div>
    );
  }
  const setMate = (index: number, field: keyof Teammate, value: string) => setTeammates((list) => list.map((mate, i) => (i === index ? { ...mate, [field]: value } : mate)));
  const submit = async (form: FormEvent) => {
    form.preventDefault();
    setState({ busy: true, error: null, done: null });
    try {
      const team = (await request(REGISTER_MY_TEAM, { eventId: event.id, name, teammates })).registerMyTeam;
      setState({ busy: false, error: null, done: team.name });
    } catch (caught) {
      setState({ busy: false, error: errorMessage(caught), done: null });
    }
  };
  return (
    <form className="captain-team" onSubmit={(form) => void submit(form)} data-testid="captain-team-form">
      <label>
        {t('player.team.name')}
        <input value={name} onChange={(input) => setName(input.target.value)} required maxLength={100} data-testid="captain-team-name" />
      </label>
      <p className="muted small">{t('player.team.seatHint')}</p>
      {teammates.map((mate, index) => (
        <fieldset key={index}>
          <legend>{t('player.team.seat', { seat: String.fromCharCode(66 + index) })}</legend>
          <label>
            {t('signIn.name')}
            <input value={mate.name} onChange={(input) => setMate(index, 'name', input.target.value)} required maxLength={100} data-testid={`captain-mate-name-${index}`} />
          </label>
          <label>
            {t('signIn.email')}
            <input type="email" value={mate.email} onChange={(input) => setMate(index, 'email', input.target.value)} required data-testid={`captain-mate-email-${index}`} />
          </label>
        </fieldset>
      ))}
      <button type="submit" disabled={state.busy} data-testid="captain-submit">
        {t('player.team.submit')}
      </button>
      {state.error ? (
        <p className="error" role="alert">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
