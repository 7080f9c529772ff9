import type { AgendaEntry, EventAgenda } from '@portal/contracts/schedules/agenda';

/** A session of a sample agenda, its clock times given in Central European time (offset given). */
export function sampleEntry(
  id: number,
  day: string,
  [startTime, endTime]: [string, string],
  o: Partial<Pick<AgendaEntry, 'sessionName' | 'sessionType' | 'speaker' | 'hall' | 'numberOfInterestedUsers'>> & { offset?: string } = {},
): AgendaEntry {
  const offset = o.offset ?? '+02:00';
  return {
    pkScheduleId: id,
    day,
    startTime,
    endTime,
    start: new Date(`${day}T${startTime}:00${offset}`).toISOString(),
    end: new Date(`${day}T${endTime}:00${offset}`).toISOString(),
    sessionName: o.sessionName ?? `Session ${id}`,
    sessionType: o.sessionType ?? 'Panel',
    speaker: o.speaker ?? '',
    hall: o.hall === undefined ? 'Hall A' : o.hall,
    numberOfInterestedUsers: o.numberOfInterestedUsers ?? 0,
  };
}

/** The Belgrade forum's two days, with the region's letters in names. */
export function sampleAgenda(): EventAgenda {
  return {
    eventModel: {
      pkEventId: 7,
      name: 'Western Balkans Food & Agri B2B Forum',
      startDate: '2026-05-12T07:00:00.000Z',
      endDate: '2026-05-13T15:00:00.000Z',
      venue: 'Sava Centar, Beograd',
    },
    groupedSchedules: [
      [
        sampleEntry(1, '2026-05-12', ['09:00', '10:30'], {
          sessionName: 'Opening plenary: food and agriculture of the Western Balkans in the single market',
          sessionType: 'Plenary',
          speaker: 'Jelena Đorđević, Milan Šćepanović',
          hall: 'Velika sala',
          numberOfInterestedUsers: 42,
        }),
        sampleEntry(2, '2026-05-12', ['10:45', '12:00'], {
          sessionName: 'Žito i voće: izvoz u EU',
          sessionType: 'Panel',
          speaker: 'Ana Kovač',
          hall: 'Sala 2',
          numberOfInterestedUsers: 17,
        }),
      ],
      [
        sampleEntry(3, '2026-05-13', ['09:00', '13:00'], {
          sessionName: 'B2B meetings',
          sessionType: 'B2B meetings',
          hall: 'Hall with tables',
          numberOfInterestedUsers: 30,
        }),
        sampleEntry(4, '2026-05-13', ['13:00', '14:00'], {
          sessionName: 'Lunch',
          sessionType: 'Break',
          hall: null,
          numberOfInterestedUsers: 5,
        }),
      ],
    ],
  };
}
