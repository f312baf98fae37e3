import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';

export { RoundControl } from './RoundControl';
export { PairingsPrint } from './PairingsPrint';
export const RoundsIcon = TableRestaurantIcon;
export { DraftPodsPrint } from './DraftPodsPrint';
