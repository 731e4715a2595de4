/**
 * The admin's lead desk: the list and its filters, a lead's view, status, notes, the CSV
 * export, the dashboard's lead charts and releasing a lead held back as spam.
 */
export { findLeadFor, leadAccessFilter, setLeadOwner, type LeadViewer, type OwnerFilter } from './lead-access';
export { leadActivity } from './lead.activity';
export { leadDeskEntities } from './lead-desk.entities';
export { LEAD_PAGE_SIZE, leadListQuery, leadNoteInput, leadSorts, noteKinds, type NoteKind } from './lead-desk.schemas';
export { leadClockView, readLeadClock, type LeadClock, type LeadClockView } from './lead-clock';
export { adminLeadView, findListedLead, leadPhotos, listLeads, markNotSpam, setLeadStatus } from './lead-desk.service';
export { LeadNote } from './lead-note.entity';
export {
  median,
  responseThresholds,
  responseTimes,
  revenueBySource,
  type ResponseOwner,
  type ResponseShare,
  type ResponseTimes,
  type ResponseWeek,
  type RevenueReport,
  type RevenueRow,
} from './lead-performance.service';
export { bookingFigures, type BookingFigures, type BookingRow, type BookingWeek } from './booking-figures.service';
export { leadOutcomeView, setLeadOutcome, type LeadOutcomeView } from './lead-outcome.service';
export { addLeadNote, exportLeadsCsv, listLeadNotes, notesByLead, searchLeads } from './lead-search.service';
export { chartPeriodDays, leadsBySource, leadsPerWeek, type LeadWeek, type LeadWeeks, type SourceCount } from './lead-stats.service';
