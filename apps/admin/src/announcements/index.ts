export { AnnouncementsPanel } from './AnnouncementsPanel';
export { useAnnouncements } from './use-announcements';
