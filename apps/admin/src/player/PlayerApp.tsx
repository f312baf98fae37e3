import { useTranslation } from 'react-i18next';
import { ClockFace } from '../clock/ClockFace';
import { LimitedClockFace } from '../clock/LimitedClockFace';
import { useLimitedClock } from '../clock/use-limited-clock';
import { useRoundClock } from '../clock/use-round-clock';
import { errorMessage } from '../graphql/graphql-error';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { ConnectionBanner, ConnectionDot } from '../live/ConnectionBanner';
import { roundIsOver } from '../shared/round-over';
import { usePathname } from '../shared/use-pathname';
import { DeckBuilderPage } from '../game/DeckBuilderPage';
import { DigitalPage } from '../game/DigitalPage';
import { DraftPage } from '../game/DraftPage';
import { GamePage } from '../game/GamePage';
import { ReplayPage } from '../game/ReplayPage';
import { AnnouncementsFeed } from './AnnouncementsFeed';
import { DecklistPage } from './DecklistPage';
import { EventPicker } from './EventPicker';
import { JoinPage } from './JoinPage';
import { CaptainTeamForm } from './CaptainTeamForm';
import { RegisterButton } from './RegisterButton';
import { MyEventsPage } from './my-events-page';
import { CalendarPage } from './CalendarPage';
import { EventDetails } from './EventDetails';
import { MyMatchPage } from './MyMatchPage';
import { PairingsPage } from './PairingsPage';
import { ProfilePage } from './ProfilePage';
import { PairingsBanner } from './PairingsBanner';
import { PlayerLink } from './PlayerLink';
import { StandingsPage } from './StandingsPage';
import { TeamPageTab } from './TeamPage';
import { TeamPairingsPage } from './TeamPairingsPage';
import { TeamStandingsPage } from './TeamStandingsPage';
import { usePublicEvent } from './use-public-event';
import './player.css';

/** The player pages' sections under /play/<eventId>/… */
type PlayerTab = 'pairings' | 'me' | 'team' | 'digital' | 'deck' | 'standings' | 'clock';

/** Pages of a digital event under its tab: the draft, the deck builder, a game and its replay. */
type DigitalSubpage = { page: 'draft' } | { page: 'build' } | { page: 'game'; matchId: string } | { page: 'replay'; matchId: string };

// Each tab's label is the catalogue's player.tab.<tab>.
const TABS: readonly { tab: PlayerTab; path: string; teamsOnly?: boolean; digitalOnly?: boolean }[] = [
  { tab: 'pairings', path: '' },
  { tab: 'me', path: '/me' },
  { tab: 'team', path: '/team', teamsOnly: true },
  { tab: 'digital', path: '/digital', digitalOnly: true },
  { tab: 'deck', path: '/deck' },
  { tab: 'standings', path: '/standings' },
  { tab: 'clock', path: '/clock' },
];

function digitalSubpage(section: string | undefined, detail: string | undefined, more: string | undefined): DigitalSubpage | null {
  if (section === 'draft' || section === 'build') return { page: section };
  if (section === 'game' && detail) return more === 'replay' ? { page: 'replay', matchId: decodeURIComponent(detail) } : { page: 'game', matchId: decodeURIComponent(detail) };
  return null;
}

function parse(pathname: string): { eventId: string | null; tab: PlayerTab; teamId: string | null; digital: DigitalSubpage | null } {
  const [, , eventId, section, detail, more] = pathname.split('/');
  const digital = digitalSubpage(section, detail, more);
  if (digital) return { eventId: eventId ? decodeURIComponent(eventId) : null, tab: 'digital', teamId: null, digital };
  const tab = TABS.find((candidate) => candidate.path === (section ? `/${section}` : ''))?.tab ?? 'pairings';
  return { eventId: eventId ? decodeURIComponent(eventId) : null, tab, teamId: tab === 'team' && detail ? decodeURIComponent(detail) : null, digital: null };
}

/** The account of a profile page (/play/profile/<userId>), or null. */
function profileOf(pathname: string): string | null {
  const [, , first, userId] = pathname.split('/');
  return first === 'profile' && userId ? decodeURIComponent(userId) : null;
}

/** The signed-in player's own events and invitations live at /play/mine. */
const MY_EVENTS_SEGMENT = 'mine';

/** Public, mobile-first pages for players: no sign-in needed to read. */
export function PlayerApp() {
  const { t } = useTranslation();
  const [pathname] = usePathname();
  const { eventId, tab, teamId, digital } = parse(pathname);
  return (
    <div className="player-app">
      <ConnectionBanner className="banner" />
      {profileOf(pathname) ? (
        <ProfilePage userId={profileOf(pathname)!} />
      ) : eventId === 'join' ? (
        <JoinPage />
      ) : eventId === 'calendar' ? (
        <CalendarPage />
      ) : eventId === MY_EVENTS_SEGMENT ? (
        <MyEventsPage>
          <p>
            <PlayerLink href="/play/join" className="button-link" data-testid="my-events-join">
              {t('player.joinWithCode')}
            </PlayerLink>
          </p>
        </MyEventsPage>
      ) : eventId ? (
        <EventPages eventId={eventId} tab={tab} teamId={teamId} digital={digital} />
      ) : (
        <EventPicker />
      )}
      <footer className="player-footer">
        <LanguageMenu />
      </footer>
    </div>
  );
}

function EventPages({ eventId, tab, teamId, digital }: { eventId: string; tab: PlayerTab; teamId: string | null; digital: DigitalSubpage | null }) {
  const { t } = useTranslation();
  const { event, error, loading, refetch } = usePublicEvent(eventId);
  if (loading && !event) return <p>{t('common.loading')}</p>;
  if (error && !event) return <p className="error" role="alert">{errorMessage(error)}</p>;
  if (!event) {
    return (
      <p>
        {t('player.noSuchEvent')} <PlayerLink href="/play">{t('player.allEvents')}</PlayerLink>
      </p>
    );
  }
  const teamEvent = event.teamSize !== null && event.teamSize !== undefined;
  return (
    <>
      <header className="player-header">
        <PlayerLink href="/play" className="muted small">
          {t('player.backToEvents')}
        </PlayerLink>
        <h1>{event.name}</h1>
        {event.sanctioned ? null : (
          <span className="muted small" data-testid="unsanctioned-mark">
            {t('player.unsanctioned')}
          </span>
        )}
        <ConnectionDot />
      </header>
      <EventDetails event={event} />
      <AnnouncementsFeed eventId={event.id} />
      <PairingsBanner event={event} />
      <RegisterButton event={event} onRegistered={() => void refetch()} />
      <CaptainTeamForm event={event} />
      {event.status === 'FINISHED' && !event.cancelled ? (
        <p className="notice" data-testid="event-ended-notice">
          {t('player.eventEnded')} <PlayerLink href={`/play/${encodeURIComponent(eventId)}/standings`}>{t('player.finalStandings')}</PlayerLink>
        </p>
      ) : null}
      <nav className="tabs" aria-label={t('player.tabsLabel')}>
        {TABS.filter((entry) => (!entry.teamsOnly || teamEvent) && (!entry.digitalOnly || event.digital)).map((entry) => (
          <PlayerLink
            key={entry.tab}
            href={`/play/${encodeURIComponent(eventId)}${entry.path}`}
            aria-current={entry.tab === tab ? 'page' : undefined}
            data-testid={`player-tab-${entry.tab}`}
          >
            {t(`player.tab.${entry.tab}`)}
          </PlayerLink>
        ))}
      </nav>
      <main>
        {tab === 'pairings' ? teamEvent ? <TeamPairingsPage event={event} /> : <PairingsPage event={event} /> : null}
        {tab === 'me' ? <MyMatchPage event={event} /> : null}
        {tab === 'team' && teamEvent ? <TeamPageTab eventId={event.id} teamId={teamId} /> : null}
        {tab === 'digital' && !digital ? <DigitalPage eventId={event.id} /> : null}
        {digital?.page === 'draft' ? <DraftPage eventId={event.id} /> : null}
        {digital?.page === 'build' ? <DeckBuilderPage eventId={event.id} /> : null}
        {digital?.page === 'game' ? <GamePage eventId={event.id} matchId={digital.matchId} /> : null}
        {digital?.page === 'replay' ? <ReplayPage eventId={event.id} matchId={digital.matchId} /> : null}
        {tab === 'deck' ? <DecklistPage eventId={event.id} /> : null}
        {tab === 'standings' ? teamEvent ? <TeamStandingsPage eventId={event.id} /> : <StandingsPage eventId={event.id} ended={event.status === 'FINISHED' && !event.cancelled} playoffs={event.topCut > 0 && (event.status === 'PLAYOFFS' || (event.status === 'FINISHED' && !event.cancelled))} /> : null}
        {tab === 'clock' ? <ClockTab eventId={event.id} limited={event.format === 'LIMITED'} roundId={event.currentRound?.id} roundNumber={event.currentRound?.number} roundOver={Boolean(event.currentRound?.published && roundIsOver(event.currentRound.matches))} /> : null}
      </main>
    </>
  );
}

function ClockTab({ eventId, limited, roundId, roundNumber, roundOver }: { eventId: string; limited: boolean; roundId?: string; roundNumber?: number; roundOver: boolean }) {
  const { t } = useTranslation();
  const clock = useRoundClock(eventId, roundId);
  // Before round 1 a Limited event's clock is the deck registration and construction time.
  const deckClock = useLimitedClock(eventId, limited && !roundId);
  if (!roundId && deckClock.clock) {
    return (
      <section className="clock-page">
        <h2>{t('clock.phase.registration-and-build')}</h2>
        <LimitedClockFace view={deckClock} className="clock-large" />
      </section>
    );
  }
  if (!roundId) return <p>{t('player.noRoundRunning')}</p>;
  return (
    <section className="clock-page">
      <h2>{t('player.round', { number: roundNumber })}</h2>
      <ClockFace view={clock} className="clock-large" stopped={roundOver ? 'ROUND_OVER' : null} />
    </section>
  );
}
