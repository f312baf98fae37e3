export { TeamsPanel } from './TeamsPanel';
