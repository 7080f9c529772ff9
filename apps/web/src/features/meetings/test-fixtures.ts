import type { MeetingPerson, Reservation } from '@portal/contracts/meetings/reservations';

export const person = (pkUserId: number, firstName: string, lastName: string, company: string | null): MeetingPerson => ({
  pkUserId,
  firstName,
  lastName,
  avatarName: null,
  fkCompanyId: company ? pkUserId * 10 : null,
  company,
});

export const milica = person(1, 'Milica', 'Petrović', 'Dunav Foods d.o.o.');
export const marko = person(2, 'Marko', 'Vuković', 'Adriatic Fish');
export const elena = person(3, 'Elena', 'Stojanovska', 'Vardar Wines');

export const reservation = (id: number, over: Partial<Reservation> = {}): Reservation => ({
  pkUserReservationId: id,
  fkScheduleId: 5,
  fkEventId: 9,
  scheduleName: 'B2B meetings, day 1',
  tableNumber: 3,
  reservingUser: milica,
  reservedUser: marko,
  day: '2099-05-12',
  startTime: '13:00',
  endTime: '13:20',
  start: '2099-05-12T11:00:00Z',
  end: '2099-05-12T11:20:00Z',
  status: 'requested',
  awaitingUserId: 2,
  endReason: null,
  note: null,
  ...over,
});
