import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';

export { EventList } from './EventList';
export { EventCreate } from './EventCreate';
export { EventEdit } from './EventEdit';
export { EventShow } from './EventShow';
export const EventIcon = EmojiEventsIcon;
