import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schedulerOverview, schedulerRun, schedulerRunAction, schedulerRunModel } from '@portal/contracts/meetings/auto-schedule';
import { scheduleIdBody } from '@portal/contracts/meetings/reservations';
import { signedInActor } from '../../../plugins/signed-in.ts';
import { eventOrganisers } from '../../events/event-route-access.ts';
import { cancelRun, publishRun, schedulerOverview as overviewOf, startRun } from './auto-schedule.service.ts';
import { SchedulerRunner } from './scheduler-runner.ts';

const organisersOnly = "Refusals: 403 event_not_editable for anyone but the event's organisers; 422 schedule_not_b2b.";

/**
 * api/MeetingScheduler (beyond the spec): the organisers' automatic scheduler of a B2B session.
 * Runs work in a worker thread of the process that started them; the organiser polls the overview
 * for progress and the draft, then publishes it.
 */
export const autoScheduleRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const runner = new SchedulerRunner(app.ctx, app.log);
  app.addHook('onClose', async () => runner.close());
  const tags = ['MeetingScheduler'];
  const access = eventOrganisers;

  app.post('/api/MeetingScheduler/overview', {
    schema: {
      tags,
      summary: "A B2B session's wishes and meetings in figures, and the latest scheduler run with its progress or draft",
      description: organisersOnly,
      body: scheduleIdBody,
      response: { 200: schedulerOverview },
    },
    config: { access },
    handler: async (request) => overviewOf(app.ctx, signedInActor(request), request.body.fkScheduleId),
  });

  app.post('/api/MeetingScheduler/run', {
    schema: {
      tags,
      summary: 'Start the automatic scheduler: it places the meetings both people wished, keeping booked ones',
      description: `${organisersOnly} 422 meeting_session_over, scheduler_no_tables, scheduler_nothing_to_place; 409 scheduler_already_running.`,
      body: schedulerRunModel,
      response: { 200: schedulerRun },
    },
    config: { access },
    handler: async (request) => startRun(app.ctx, runner, signedInActor(request), request.body),
  });

  app.post('/api/MeetingScheduler/cancel', {
    schema: {
      tags,
      summary: 'Stop a running scheduler run',
      description: `${organisersOnly} 409 scheduler_run_not_running.`,
      body: schedulerRunAction,
      response: { 200: schedulerRun },
    },
    config: { access },
    handler: async (request) => cancelRun(app.ctx, runner, signedInActor(request), request.body.pkSchedulerRunId),
  });

  app.post('/api/MeetingScheduler/publish', {
    schema: {
      tags,
      summary: "Book the latest draft's meetings as accepted and tell both people of each (type 6)",
      description: `${organisersOnly} 409 scheduler_run_not_ready, scheduler_run_published, scheduler_run_outdated, scheduler_draft_outdated (nothing booked: run again).`,
      body: schedulerRunAction,
      response: { 200: schedulerRun },
    },
    config: { access },
    handler: async (request) => publishRun(app.ctx, signedInActor(request), request.body.pkSchedulerRunId),
  });
};
