import { HubCloseCode, type HubServerMessage } from '@portal/contracts/notifications/notifications';

/** Reconnection waits: 1 s, doubling up to 30 s, with a random part so that clients spread out. */
export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** The server beats every 25 s; a channel silent this long is taken for dead and reopened. */
export const SILENCE_MS = 60_000;

export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** attempt);
  return Math.round(base / 2 + (base / 2) * random());
}

export type ChannelState = 'connecting' | 'connected' | 'disconnected';

export interface ChannelHandlers {
  onNotification: (id: number) => void;
  /** Connected (also after a reconnection: the caller refreshes what it may have missed) and Disconnected. */
  onState?: (state: ChannelState) => void;
}

type SocketFactory = (url: string) => WebSocket;

/** The channel's address: /notifications on the page's own host, ws or wss as the page. No token in it. */
export function channelUrl(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/notifications`;
}

/**
 * The live notification channel (spec-2 section 7): opens the socket, sends the notification
 * token as its first message, reports pushed ids, and reopens with backoff when the connection
 * drops or goes silent. A refused token ends it (a new sign-in brings a new channel).
 */
export class NotificationChannel {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly token: string,
    private readonly handlers: ChannelHandlers,
    private readonly create: SocketFactory = (url) => new WebSocket(url),
    private readonly url = channelUrl(),
  ) {}

  start() {
    this.stopped = false;
    this.open();
    return this;
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    const s = this.socket;
    this.socket = null;
    if (s && s.readyState <= 1) s.close(1000);
  }

  private open() {
    this.handlers.onState?.('connecting');
    let socket: WebSocket;
    try {
      socket = this.create(this.url);
    } catch (err) {
      // The browser refused to open it (a DOMException: a bad address, a blocked port): try again later.
      if (!(err instanceof DOMException)) throw err;
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token: this.token }));
      this.watchSilence();
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      this.watchSilence();
      let m: HubServerMessage;
      try {
        m = JSON.parse(String(event.data)) as HubServerMessage;
      } catch (err) {
        // Not JSON: no message of the hub's.
        if (err instanceof SyntaxError) return;
        throw err;
      }
      if (m.type === 'Connected') {
        this.attempt = 0;
        this.handlers.onState?.('connected');
      } else if (m.type === 'notification' && Number.isInteger(m.id)) {
        this.handlers.onNotification(m.id);
      }
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.handlers.onState?.('disconnected');
      if (this.stopped) return;
      // A refused token is not retried: the user's sessions ended or the token changed.
      if (event.code === HubCloseCode.badToken || event.code === HubCloseCode.sessionEnded) {
        this.clearTimers();
        return;
      }
      this.retry();
    };
  }

  private retry() {
    if (this.stopped) return;
    this.clearTimers();
    this.retryTimer = setTimeout(() => this.open(), backoffDelay(this.attempt++));
  }

  private watchSilence() {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      // No heartbeat: drop the socket and reopen (onclose of a dropped socket is ignored).
      const s = this.socket;
      this.socket = null;
      s?.close();
      this.handlers.onState?.('disconnected');
      this.retry();
    }, SILENCE_MS);
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.retryTimer = null;
    this.silenceTimer = null;
  }
}
