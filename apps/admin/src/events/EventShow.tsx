import { useTranslation } from 'react-i18next';
import { EditButton, Show, TabbedShowLayout, TabbedShowLayoutTabs, TopToolbar, useRecordContext } from 'react-admin';
import { EventRatingsTable } from '../ratings/EventRatingsTable';
import type { EventDetail } from '../graphql/api-types';
import { can } from '../admin/event-permissions';
import { DecklistsPanel } from '../decklists';
import { DigitalPanel } from '../digital';
import { JudgeTables } from '../judge';
import { PenaltyPanel } from '../penalties';
import { BracketView } from '../playoffs';
import { RegistrationDesk } from '../players';
import { DisputedQueue, ResultsEntry } from '../results';
import { RoundControl } from '../rounds';
import { StandingsTable } from '../standings';
import { TeamsPanel } from '../teams';
import { EventExport } from '../transfer';
import { DigitalGamesPanel } from '../game/DigitalGamesPanel';
import { EventOverview } from './EventOverview';
import { useLiveEventStatus } from './use-live-event-status';

function EventTitle() {
  const { t } = useTranslation();
  const event = useRecordContext<EventDetail>();
  return <span>{event?.name ?? t('admin.event.title')}</span>;
}

function EventShowActions() {
  const event = useRecordContext<EventDetail>();
  return <TopToolbar>{can(event?.myRoles, 'editEvent') ? <EditButton /> : null}</TopToolbar>;
}

/** The event's menu: one tab per job, shown only to the roles that may do it. */
function EventTabs() {
  const { t } = useTranslation();
  const event = useRecordContext<EventDetail>();
  useLiveEventStatus(event ? String(event.id) : undefined, event?.status);
  // react-admin first shows the list's summary row (no structure, no sanctioning) until the event's own query answers.
  if (!event || event.sanctioning === undefined) return null;
  const roles = event.myRoles;
  return (
    <TabbedShowLayout syncWithLocation tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
      <TabbedShowLayout.Tab label={t('admin.tab.overview')}>
        <EventOverview />
      </TabbedShowLayout.Tab>
      {can(roles, 'registrationDesk') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.registration')} path="registration">
          <RegistrationDesk />
        </TabbedShowLayout.Tab>
      ) : null}
      {event.digital && can(roles, 'editEvent') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.digital')} path="digital-setup">
          <DigitalPanel />
        </TabbedShowLayout.Tab>
      ) : null}
      {event.teamFormat ? (
        <TabbedShowLayout.Tab label={t('admin.tab.teams')} path="teams">
          <TeamsPanel />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'decklists') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.decklists')} path="decklists">
          <DecklistsPanel />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'viewRounds') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.rounds')} path="rounds">
          <RoundControl />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'enterResults') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.results')} path="results">
          <ResultsEntry />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'resolveDisputes') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.disputes')} path="disputes">
          <DisputedQueue />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'viewStandings') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.standings')} path="standings">
          <StandingsTable />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'viewStandings') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.ratings')} path="ratings">
          <EventRatingsTable />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'viewBracket') && event.topCut > 0 ? (
        <TabbedShowLayout.Tab label={t('admin.tab.playoffs')} path="playoffs">
          <BracketView />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'judgeTables') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.tables')} path="tables">
          <JudgeTables />
        </TabbedShowLayout.Tab>
      ) : null}
      {event.digital && can(roles, 'judgeTables') ? (
        <TabbedShowLayout.Tab label={t('digitalGames.tab')} path="digital">
          <DigitalGamesPanel eventId={event.id} />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'issuePenalties') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.penalties')} path="penalties">
          <PenaltyPanel />
        </TabbedShowLayout.Tab>
      ) : null}
      {can(roles, 'exportEvent') ? (
        <TabbedShowLayout.Tab label={t('admin.tab.export')} path="export">
          <EventExport />
        </TabbedShowLayout.Tab>
      ) : null}
    </TabbedShowLayout>
  );
}

/** An event's hub for organizers and judges. */
export function EventShow() {
  return (
    <Show title={<EventTitle />} actions={<EventShowActions />}>
      <EventTabs />
    </Show>
  );
}
