import type { MeetingOutcomeValue, MeetingReport, SurveyMeeting } from '@portal/contracts/questions/surveys';
import type { MeetingOfRow, StoredReport } from './answers.repository.ts';

/** A meeting report's JSON as the contract's report. */
export function toMeetingReport(r: StoredReport | null): MeetingReport | null {
  if (!r) return null;
  return {
    tookPlace: r.took_place,
    outcome: r.outcome as MeetingOutcomeValue | null,
    note: r.note,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

/** A meeting seen from one side. */
export function toSurveyMeeting(m: MeetingOfRow): SurveyMeeting {
  return {
    pkUserReservationId: m.meeting.pkUserReservationId,
    fkScheduleId: m.meeting.fkScheduleId,
    sessionName: m.sessionName,
    slotStart: m.meeting.slotStart.toISOString(),
    slotEnd: m.meeting.slotEnd.toISOString(),
    tableNumber: m.meeting.tableNumber,
    otherUserId: m.otherUserId,
    otherName: m.otherName,
    otherCompany: m.otherCompany,
  };
}
