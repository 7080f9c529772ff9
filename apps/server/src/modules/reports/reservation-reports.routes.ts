import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { userReservationsSheetParams } from '@portal/contracts/meetings/reservations';
import { signedInActor } from '../../plugins/signed-in.ts';
import { RESERVATIONS_SHEET_NAME, XLSX_TYPE } from './reservation-sheet.ts';
import { sessionReservationsSheet, userReservationsSheet } from './reservation-reports.service.ts';
import { sendReport } from './send-report.ts';

/** A meetings spreadsheet as a download. */
const sendSheet = (reply: FastifyReply, sheet: Buffer) => sendReport(reply, XLSX_TYPE, 'attachment', RESERVATIONS_SHEET_NAME, sheet);

const columns = 'Columns: table number, host name, host company, guest name, guest company, date, start time, end time, status.';

/** The meetings spreadsheets of api/Reports (spec-2 sections 6 and 7). */
export const reservationReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];
  const access = { signedIn: true } as const;

  app.get('/api/Reports/schedule-reservations/:id', {
    schema: {
      tags,
      summary: "Every meeting of a B2B session as a spreadsheet (xlsx), for the event's organisers",
      description: `${columns} 422 no_reservations for a session without meetings.`,
      params: idParam,
    },
    config: { access },
    handler: async (request, reply) => sendSheet(reply, await sessionReservationsSheet(app.ctx, signedInActor(request), request.params.id)),
  });

  app.get('/api/Reports/schedule-reservations-for-user/:scheduleId/:userId', {
    schema: {
      tags,
      summary:
        "A person's requested and accepted meetings of a B2B session as a spreadsheet (xlsx): their own (registered, unblocked) or, for organisers, anyone's",
      description: `${columns} 422 no_reservations when there are none.`,
      params: userReservationsSheetParams,
    },
    config: { access },
    handler: async (request, reply) =>
      sendSheet(reply, await userReservationsSheet(app.ctx, signedInActor(request), request.params.scheduleId, request.params.userId)),
  });
};
