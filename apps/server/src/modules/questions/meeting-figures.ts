import type { CompanyMeetingFigures, MeetingFigures, SessionMeetingFigures } from '@portal/contracts/questions/feedback';
import { meetingOutcomes } from '@portal/contracts/questions/surveys';
import type { MeetingFactsRow } from './feedback.repository.ts';

/*
 * Meetings counted by what their sides reported (the contract's meetingFigures): held when a side
 * said it took place, a no-show when every side that answered said it did not, unreported when
 * none answered; a held meeting counts with the best outcome a side reported.
 */

const emptyFigures = (): MeetingFigures => ({
  total: 0,
  held: 0,
  noShows: 0,
  unreported: 0,
  outcomes: { deal_signed: 0, follow_up_agreed: 0, no_interest: 0 },
});

function add(f: MeetingFigures, m: MeetingFactsRow): void {
  f.total++;
  if (!m.reports) f.unreported++;
  else if (m.held) {
    f.held++;
    const outcome = m.best_outcome ? meetingOutcomes[m.best_outcome - 1] : undefined;
    if (outcome) f.outcomes[outcome]++;
  } else f.noShows++;
}

/** The event's meetings in total, per session (in time order) and per company (most held first, then by name). */
export function foldMeetings(rows: MeetingFactsRow[]): {
  meetings: MeetingFigures;
  meetingsBySession: SessionMeetingFigures[];
  meetingsByCompany: CompanyMeetingFigures[];
} {
  const meetings = emptyFigures();
  const sessions = new Map<number, SessionMeetingFigures>();
  const companies = new Map<number, CompanyMeetingFigures>();
  for (const m of rows) {
    add(meetings, m);
    let session = sessions.get(m.schedule_id);
    if (!session) {
      session = { fkScheduleId: m.schedule_id, sessionName: m.session_name, ...emptyFigures() };
      sessions.set(m.schedule_id, session);
    }
    add(session, m);
    const sides: [number | null, string | null][] = [
      [m.host_company_id, m.host_company],
      [m.guest_company_id, m.guest_company],
    ];
    // A meeting of two people of one company counts once for it.
    for (const [id, name] of new Map(sides.filter(([id]) => id !== null))) {
      if (id === null) continue;
      let company = companies.get(id);
      if (!company) {
        company = { fkCompanyId: id, companyName: name ?? '', ...emptyFigures() };
        companies.set(id, company);
      }
      add(company, m);
    }
  }
  const meetingsByCompany = [...companies.values()].sort((a, b) => b.held - a.held || a.companyName.localeCompare(b.companyName));
  return { meetings, meetingsBySession: [...sessions.values()], meetingsByCompany };
}
