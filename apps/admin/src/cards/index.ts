export { CardDataPage } from './CardDataPage';
