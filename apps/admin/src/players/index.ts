import PeopleIcon from '@mui/icons-material/People';

export { RegistrationDesk } from './RegistrationDesk';
export { AddPlayerForm } from './AddPlayerForm';
export const PlayersIcon = PeopleIcon;
