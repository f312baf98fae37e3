export { DigitalPanel } from './DigitalPanel';
