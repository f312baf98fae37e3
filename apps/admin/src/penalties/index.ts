import GavelIcon from '@mui/icons-material/Gavel';

export { PenaltyCreate } from './PenaltyCreate';
export { PenaltyHistory } from './PenaltyHistory';
export { PenaltyPanel } from './PenaltyPanel';
export const PenaltiesIcon = GavelIcon;
