export { StaffPanel } from './StaffPanel';
