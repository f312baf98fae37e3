import TimerIcon from '@mui/icons-material/Timer';

export { JudgeTables } from './JudgeTables';
export const JudgeIcon = TimerIcon;
