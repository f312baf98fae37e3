import AccountTreeIcon from '@mui/icons-material/AccountTree';

export { BracketView } from './BracketView';
export const PlayoffsIcon = AccountTreeIcon;
