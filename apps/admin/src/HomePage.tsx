import { useEffect, useState } from 'react';

interface Health {
  status: string;
  database: string;
}

/** Landing page until the organizer and player interfaces arrive: shows that the platform is up. */
export function HomePage() {
  const [health, setHealth] = useState<Health | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/healthz')
      .then((response) => response.json() as Promise<Health>)
      .then(setHealth, () => setFailed(true));
  }, []);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <h1>Arbiter</h1>
      <p>Tournament operations for Magic: The Gathering.</p>
      <p>
        API status: {failed ? 'unreachable' : health ? `${health.status} (${health.database})` : 'checking…'}
      </p>
      <p>
        GraphQL endpoint and explorer: <a href="/graphql">/graphql</a>
      </p>
    </main>
  );
}
