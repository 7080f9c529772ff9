import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@portal/contracts/common/paging';
import { notification, notificationPage, notificationSearch, unreadCountResult } from '@portal/contracts/notifications/notifications';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { signedInActor } from '../../plugins/signed-in.ts';
import { originAllowed } from '../../plugins/cross-site.ts';
import { NOTIFICATIONS_CHANNEL, NotificationHub } from './notification-hub.ts';
import {
  getNotification,
  listNotifications,
  markAllRead,
  markMessageNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

const hubs = new WeakMap<AppContext, NotificationHub>();
/** The live notification sockets of an app (tests, diagnostics). */
export const notificationHubOf = (app: { ctx: AppContext }) => hubs.get(app.ctx);

/**
 * api/Notifications (spec-2 section 7) and the live channel: a WebSocket at /notifications on the
 * same port. A user only ever reads and marks their own notifications (404 for anyone else's).
 */
export const notificationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifications'];
  const signedIn = { signedIn: true } as const;

  app.post('/api/Notifications/unread-for-frontend', {
    schema: {
      tags,
      summary: 'My unread notifications, newest first (the panel in Unread mode), 30 a page by default',
      description: 'Body: pageNum (from 1), pageSize (up to 200). totalCount and totalPages count the unread ones.',
      body: notificationSearch.omit({ unreadOnly: true }),
      response: { 200: notificationPage },
    },
    config: { access: signedIn },
    handler: async (request) => listNotifications(app.ctx, signedInActor(request), { ...request.body, unreadOnly: true }),
  });

  app.post('/api/Notifications/get-all', {
    schema: {
      tags,
      summary: 'My notifications, newest first, 30 a page by default; unreadOnly keeps to the unread ones',
      description: 'unreadCount is always the count of every unread notification of the caller (the bell badge).',
      body: notificationSearch,
      response: { 200: notificationPage },
    },
    config: { access: signedIn },
    handler: async (request) => listNotifications(app.ctx, signedInActor(request), request.body),
  });

  app.put('/api/Notifications/mark-as-read/:id', {
    schema: {
      tags,
      summary: 'Mark one of my notifications read (a click on it); answers how many stay unread',
      description: 'Refusals: 404 notification_not_found for an id that is not the caller’s.',
      params: idParam,
      response: { 200: unreadCountResult },
    },
    config: { access: signedIn },
    handler: async (request) => markNotificationRead(app.ctx, signedInActor(request), request.params.id),
  });

  app.put('/api/Notifications/mark-all-as-read', {
    schema: { tags, summary: 'Mark every notification of mine read (clear all)', response: { 200: unreadCountResult } },
    config: { access: signedIn },
    handler: async (request) => markAllRead(app.ctx, signedInActor(request)),
  });

  app.put('/api/Notifications/mark-as-read-message-notifications', {
    schema: {
      tags,
      summary: 'Mark my new-message notifications (type 1) read: the message centre was opened',
      response: { 200: unreadCountResult },
    },
    config: { access: signedIn },
    handler: async (request) => markMessageNotificationsRead(app.ctx, signedInActor(request)),
  });

  app.get('/api/Notifications/get-by-id/:id', {
    schema: {
      tags,
      summary: 'One of my notifications (the live channel pushes only its id)',
      description: 'Refusals: 404 notification_not_found for an id that is not the caller’s.',
      params: idParam,
      response: { 200: notification },
    },
    config: { access: signedIn },
    handler: async (request) => getNotification(app.ctx, signedInActor(request), request.params.id),
  });

  // The live channel. One LISTEN per process fans the database's NOTIFY out to local sockets.
  const { NOTIFICATION_SOCKETS_PER_USER, NOTIFICATION_SOCKETS_PER_ADDRESS } = app.ctx.config;
  const hub = new NotificationHub(app.ctx.db, app.log, {
    maxSocketsPerUser: NOTIFICATION_SOCKETS_PER_USER,
    maxSocketsPerAddress: NOTIFICATION_SOCKETS_PER_ADDRESS,
  });
  hubs.set(app.ctx, hub);
  const unlisten = await app.ctx.database.listen(
    NOTIFICATIONS_CHANNEL,
    (payload) => hub.deliver(payload),
    () => {
      app.log.warn('notification hub: the LISTEN connection was reopened; clients fetch their lists again');
      void hub.resume();
    },
    app.log,
  );
  hub.start();
  app.addHook('onClose', async () => {
    try {
      await unlisten();
    } catch (err) {
      // The database may already be closing: nothing is left to stop listening to.
      app.log.debug({ err }, 'notification hub: UNLISTEN at close failed');
    }
  });

  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // Closing sockets is the hub's (it says Disconnected first); then the ws server stops.
    preClose(done) {
      hub.stop();
      this.websocketServer.close();
      done();
    },
  });
  app.get(
    '/notifications',
    {
      schema: { hide: true },
      config: { access: { public: true } },
      websocket: true,
      // Before the upgrade: a page of another site may not open the channel (cross-site WebSocket hijacking).
      preValidation: async (request) => {
        if (!originAllowed(request.headers.origin, request.headers.host, app.ctx.config.publicUrl)) throw forbidden('origin_not_allowed');
      },
    },
    (socket: WebSocket, request) => hub.accept(socket, request.ip),
  );
};
