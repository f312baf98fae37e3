export { TeamsPanel } from './TeamsPanel';
export { TeamStandingsPrint } from './TeamStandingsPrint';
