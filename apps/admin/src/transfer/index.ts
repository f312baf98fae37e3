import ImportExportIcon from '@mui/icons-material/ImportExport';

export { EventExport } from './EventExport';
export { EventImport } from './EventImport';
export const TransferIcon = ImportExportIcon;
