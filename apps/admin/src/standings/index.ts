import LeaderboardIcon from '@mui/icons-material/Leaderboard';

export { StandingsTable } from './StandingsTable';
export const StandingsIcon = LeaderboardIcon;
export { StandingsPrint } from './StandingsPrint';
export { FinalPlacingsPrint } from './FinalPlacingsPrint';
