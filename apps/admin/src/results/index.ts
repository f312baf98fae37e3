import KeyboardIcon from '@mui/icons-material/Keyboard';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';

export { ResultsEntry } from './ResultsEntry';
export { DisputedQueue } from './DisputedQueue';
export const ResultsIcon = KeyboardIcon;
export const DisputesIcon = ReportProblemIcon;
