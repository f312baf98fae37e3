import { Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { errorMessage } from '../graphql/graphql-error';
import type { LoginParams } from './auth-provider';

/** The product's name, the same in every language. */
const PRODUCT_NAME = 'Arbiter';

/** Sign in, or create an account (anyone signed in may create an event and organize it). */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const notify = useNotify();
  const [mode, setMode] = useState<'logIn' | 'signUp'>('logIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const params: LoginParams = mode === 'signUp' ? { email, password, displayName } : { email, password };
    try {
      await login(params);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100' }}>
      <Card sx={{ width: 380, maxWidth: '95vw' }}>
        <CardContent>
          <Box component="form" onSubmit={submit} data-testid="login-form" aria-label={mode === 'logIn' ? t('signIn.signIn') : t('signIn.createAccount')}>
            <Stack spacing={2}>
              <Typography variant="h5">{PRODUCT_NAME}</Typography>
              <Typography color="text.secondary">{mode === 'logIn' ? t('admin.login.title') : t('signIn.createTitle')}</Typography>
              {mode === 'signUp' ? (
                <TextField
                  label={t('admin.login.displayName')}
                  value={displayName}
                  onChange={(e) => setDisplayName(e.target.value)}
                  required
                  autoComplete="name"
                  slotProps={{ htmlInput: { 'data-testid': 'login-display-name' } }}
                />
              ) : null}
              <TextField
                label={t('signIn.email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
                autoComplete="email"
                autoFocus
                slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
              />
              <TextField
                label={t('signIn.password')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                autoComplete={mode === 'logIn' ? 'current-password' : 'new-password'}
                slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
              />
              <Button type="submit" variant="contained" disabled={busy} data-testid="login-submit">
                {mode === 'logIn' ? t('signIn.signIn') : t('signIn.createAccount')}
              </Button>
              <Button onClick={() => setMode(mode === 'logIn' ? 'signUp' : 'logIn')} data-testid="login-toggle-mode">
                {mode === 'logIn' ? t('signIn.toSignUp') : t('signIn.toLogIn')}
              </Button>
              <Link href="/play">{t('admin.login.playerPages')}</Link>
              <LanguageMenu />
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
