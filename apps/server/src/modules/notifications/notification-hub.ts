import type { HubServerMessage, HubSocketLimit } from '@portal/contracts/notifications/notifications';
import { HubCloseCode, hubAuthMessage } from '@portal/contracts/notifications/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_SOCKETS_PER_ADDRESS, MAX_SOCKETS_PER_USER } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hubSession, liveHubSessions } from './notifications.repository.ts';

/** The channel every server process LISTENs on; payload `<userId>:<notificationId>`. */
export const NOTIFICATIONS_CHANNEL = 'notifications';
/** How long a socket may stay silent before it sends its token. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Heartbeat period: a ping frame and a heartbeat message; a socket that missed a pong is dropped. */
export const HEARTBEAT_MS = 25_000;
/**
 * Sockets served per turn of the event loop during a heartbeat: 10,000 sockets in one loop held the
 * process for a second (bench/results/notifications.md), delaying pushes and requests alike.
 */
const BEAT_CHUNK = 250;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Live {
  socket: WebSocket;
  userId: number;
  /** The session whose notification token opened the socket: the socket ends with it. */
  sessionId: string;
  alive: boolean;
}

export interface HubOptions {
  authTimeoutMs?: number;
  heartbeatMs?: number;
  maxSocketsPerUser?: number;
  maxSocketsPerAddress?: number;
}

const send = (socket: WebSocket, m: HubServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
};

/**
 * The sockets of this server process, by user. Pushes come from the database's NOTIFY (one
 * LISTEN per process), so a notification written through any process reaches every socket.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Live>>();
  /** Open sockets by client address, those still waiting for their token included. */
  private readonly byAddress = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: HubOptions = {},
  ) {}

  /** How many sockets this process holds (all users, or one). */
  count(userId?: number): number {
    if (userId !== undefined) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  /**
   * A new socket from a client address: refused when the address is at its cap; else waits for
   * `{ type: 'auth', token }` and registers it under its session's user, unless the user is at theirs.
   */
  accept(socket: WebSocket, address: string) {
    socket.on('error', () => socket.terminate());
    const fromAddress = this.byAddress.get(address) ?? 0;
    if (fromAddress >= (this.options.maxSocketsPerAddress ?? MAX_SOCKETS_PER_ADDRESS))
      return this.refuseExtra(socket, 'address_socket_limit');
    this.byAddress.set(address, fromAddress + 1);
    let live: Live | null = null;
    let answered = false;
    const timer = setTimeout(
      () => this.refuse(socket, 'auth_timeout', HubCloseCode.authTimeout),
      this.options.authTimeoutMs ?? AUTH_TIMEOUT_MS,
    );
    socket.on('message', async (data, isBinary) => {
      if (answered) return; // Only the first message counts; nothing else is expected.
      answered = true;
      clearTimeout(timer);
      const parsed = isBinary ? null : parse(data.toString());
      const auth = parsed ? hubAuthMessage.safeParse(parsed) : null;
      if (!auth?.success || !uuid.test(auth.data.token)) return this.refuse(socket, 'bad_token', HubCloseCode.badToken);
      let session: { userId: number; sessionId: string } | null = null;
      try {
        session = await hubSession(this.db, auth.data.token.toLowerCase());
      } catch (err) {
        this.log.warn({ err }, 'notification hub: token check failed');
      }
      if (!session) return this.refuse(socket, 'bad_token', HubCloseCode.badToken);
      if (socket.readyState !== socket.OPEN) return;
      // Checked and added in one turn of the event loop: two sockets cannot both take the last place.
      if (this.count(session.userId) >= (this.options.maxSocketsPerUser ?? MAX_SOCKETS_PER_USER)) {
        return this.refuseExtra(socket, 'user_socket_limit');
      }
      live = { socket, ...session, alive: true };
      this.add(live);
      socket.on('pong', () => {
        if (live) live.alive = true;
      });
      send(socket, { type: 'Connected' });
    });
    socket.on('close', () => {
      clearTimeout(timer);
      if (live) this.remove(live);
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    });
  }

  /** A NOTIFY payload `<userId>:<notificationId>`: the id goes to that user's sockets here. */
  deliver(payload: string) {
    const m = /^(\d+):(\d+)$/.exec(payload);
    if (!m) return;
    const sockets = this.byUser.get(Number(m[1]));
    if (!sockets) return;
    for (const s of sockets) send(s.socket, { type: 'notification', id: Number(m[2]) });
  }

  /** Starts the heartbeat: pings every socket, drops the silent ones and those whose session ended or expired. */
  start() {
    this.heartbeat ??= setInterval(() => void this.beat(), this.options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** One heartbeat (public for tests): a chunk of sockets per turn of the event loop. */
  async beat() {
    const all = [...this.byUser.values()].flatMap((set) => [...set]);
    let valid: Set<string> | null = null;
    try {
      valid = await liveHubSessions(this.db, [...new Set(all.map((live) => live.sessionId))]);
    } catch (err) {
      // The database is busy or away: keep the sockets this time.
      this.log.warn({ err }, 'notification hub: the session check of the heartbeat failed; sockets kept');
      valid = null;
    }
    for (let from = 0; from < all.length; from += BEAT_CHUNK) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const live of all.slice(from, from + BEAT_CHUNK)) {
        if (!live.alive) {
          live.socket.terminate();
          continue;
        }
        if (valid && !valid.has(live.sessionId)) {
          this.refuse(live.socket, 'session_ended', HubCloseCode.sessionEnded);
          continue;
        }
        live.alive = false;
        live.socket.ping();
        send(live.socket, { type: 'heartbeat' });
      }
    }
  }

  /**
   * The process's LISTEN connection was reopened: pushes sent meanwhile are lost, so every socket
   * is told Connected again, on which the client fetches its lists afresh.
   */
  async resume() {
    const all = [...this.byUser.values()].flatMap((set) => [...set]);
    for (let from = 0; from < all.length; from += BEAT_CHUNK) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const live of all.slice(from, from + BEAT_CHUNK)) send(live.socket, { type: 'Connected' });
    }
  }

  /** Server shutdown: tells every socket, then closes it (the client reconnects elsewhere). */
  stop() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const sockets of this.byUser.values())
      for (const live of sockets) {
        send(live.socket, { type: 'Disconnected', reason: 'server_closing' });
        live.socket.close(1001);
      }
    this.byUser.clear();
    this.byAddress.clear();
  }

  private refuse(socket: WebSocket, reason: 'bad_token' | 'auth_timeout' | 'session_ended' | HubSocketLimit, code: number) {
    send(socket, { type: 'Disconnected', reason });
    socket.close(code, reason);
  }

  private refuseExtra(socket: WebSocket, limit: HubSocketLimit) {
    this.log.info({ limit }, 'notification hub: a socket over the cap was refused');
    this.refuse(socket, limit, HubCloseCode.tooManySockets);
  }

  private add(live: Live) {
    const set = this.byUser.get(live.userId) ?? new Set<Live>();
    set.add(live);
    this.byUser.set(live.userId, set);
  }

  private remove(live: Live) {
    const set = this.byUser.get(live.userId);
    set?.delete(live);
    if (set && !set.size) this.byUser.delete(live.userId);
  }
}

/** A client's message as JSON; null when it is not JSON. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    if (err instanceof SyntaxError) return null;
    throw err;
  }
}
