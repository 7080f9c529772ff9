import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { eventAgenda, userAgenda } from '@portal/contracts/schedules/agenda';
import { signedInActor } from '../../plugins/signed-in.ts';
import { EVENT_AGENDA_ICS_NAME, USER_AGENDA_ICS_NAME } from './agenda-ics.ts';
import { sendReport } from './send-report.ts';
import { EVENT_AGENDA_FILE_NAME, USER_AGENDA_FILE_NAME } from './agenda-pdf.ts';
import {
  eventAgendaIcs,
  eventAgendaPdf,
  eventAgenda as eventAgendaOf,
  userAgendaIcs,
  userAgendaPdf,
  userAgenda as userAgendaOf,
} from './agenda.service.ts';

const empty = 'An event without sessions (my agenda: without a session the caller is interested in) answers 422 no_sessions_for_user.';

/**
 * The agenda reports of api/Reports (spec-2 section 7), and three additions beyond the spec's
 * calls: my agenda as a PDF, and my agenda and the event's programme as iCalendar files (RFC 5545)
 * for Google Calendar and Outlook.
 */
export const agendaReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Reports'];
  const access = { signedIn: true } as const;

  app.get('/api/Reports/event-schedules/:id', {
    schema: {
      tags,
      summary: "The event agenda: the event and its sessions grouped by day, with interest counts (whoever may read the event's programme)",
      params: idParam,
      response: { 200: eventAgenda },
    },
    config: { access },
    handler: async (request) => eventAgendaOf(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/Reports/event-schedules-for-pdf/:id', {
    schema: {
      tags,
      summary: 'The event agenda as a PDF (application/pdf, "Agenda report.pdf")',
      description: `A4 portrait, sessions grouped by day with interest counts; English or Serbian by the request's language. ${empty}`,
      params: idParam,
    },
    config: { access },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'application/pdf',
        'inline',
        EVENT_AGENDA_FILE_NAME,
        await eventAgendaPdf(app.ctx, signedInActor(request), request.params.id),
      ),
  });

  app.get('/api/Reports/user-on-agenda-details/:id', {
    schema: {
      tags,
      summary: 'My agenda of an event: the caller (result), the sessions they did not mark not interested, grouped by day, and the event',
      description: `For registered, unblocked attendees (403 not_registered_on_event). ${empty}`,
      params: idParam,
      response: { 200: userAgenda },
    },
    config: { access },
    handler: async (request) => userAgendaOf(app.ctx, signedInActor(request), request.params.id),
  });

  app.get('/api/Reports/user-on-agenda-pdf/:id', {
    schema: {
      tags,
      summary: 'My agenda as a PDF (application/pdf, "User Agenda report.pdf"); an addition beyond the spec\'s calls',
      description: `The PDF of user-on-agenda-details, with the attendee's name, company and avatar. ${empty}`,
      params: idParam,
    },
    config: { access },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'application/pdf',
        'inline',
        USER_AGENDA_FILE_NAME,
        await userAgendaPdf(app.ctx, signedInActor(request), request.params.id, request.log),
      ),
  });

  app.get('/api/Reports/user-on-agenda-ics/:id', {
    schema: {
      tags,
      summary: "My agenda as an iCalendar file (text/calendar) to import into a calendar; an addition beyond the spec's calls",
      description: `One event per session, in Europe/Belgrade time with its VTIMEZONE, a stable UID per session. ${empty}`,
      params: idParam,
    },
    config: { access },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'text/calendar; charset=utf-8',
        'attachment',
        USER_AGENDA_ICS_NAME,
        await userAgendaIcs(app.ctx, signedInActor(request), request.params.id),
      ),
  });

  app.get('/api/Reports/event-schedules-ics/:id', {
    schema: {
      tags,
      summary: "The event's programme as an iCalendar file (text/calendar); an addition beyond the spec's calls",
      description: `Every session of the event, for whoever may read its programme. ${empty}`,
      params: idParam,
    },
    config: { access },
    handler: async (request, reply) =>
      sendReport(
        reply,
        'text/calendar; charset=utf-8',
        'attachment',
        EVENT_AGENDA_ICS_NAME,
        await eventAgendaIcs(app.ctx, signedInActor(request), request.params.id),
      ),
  });
};
