import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessGroup } from '@portal/contracts/common/access';
import { idParam } from '@portal/contracts/common/paging';
import { signedInActor } from '../../plugins/signed-in.ts';
import { EVENT_USERS_FILE_NAME } from './event-users-sheet.ts';
import { eventUsersFile } from './event-users.service.ts';
import { XLSX_TYPE } from './reservation-sheet.ts';
import { sendReport } from './send-report.ts';

/** The event users spreadsheet of api/Reports (spec-2 sections 6 and 7). */
export const eventUsersReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Reports/event-users/:id', {
    schema: {
      tags: ['Reports'],
      summary: 'Every invitation of an event as a spreadsheet (xlsx, "Event users.xlsx"), for its organisers',
      description:
        'Columns: name, e-mail, attendee type, company, invitation status (invited, accepted, blocked), then the phone where the person ' +
        "shows it in attendee lists. Headers in the request's language. 403 event_not_editable for anyone but the event's organisers.",
      params: idParam,
    },
    config: { access: { functions: AccessGroup.administrators } },
    handler: async (request, reply) =>
      sendReport(
        reply,
        XLSX_TYPE,
        'attachment',
        EVENT_USERS_FILE_NAME,
        await eventUsersFile(app.ctx, signedInActor(request), request.params.id),
      ),
  });
};
