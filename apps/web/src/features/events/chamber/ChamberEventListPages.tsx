// Placeholder until the screen is built (replaced by the events work in progress).
import { NotAvailablePage } from '../../../pages/placeholder/NotAvailablePage.tsx';

export const ChamberEventsPage = NotAvailablePage;
export const EventHistoryPage = NotAvailablePage;
export const AnnouncedEventsPage = NotAvailablePage;
export const DeletedEventsPage = NotAvailablePage;
