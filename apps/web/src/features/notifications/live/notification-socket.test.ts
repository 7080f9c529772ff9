import { HubCloseCode } from '@portal/contracts/notifications/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, NotificationChannel, SILENCE_MS } from './notification-socket.ts';

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  message(m: object) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

let sockets: FakeSocket[];
const create = () => {
  const s = new FakeSocket();
  sockets.push(s);
  return s as unknown as WebSocket;
};

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the live notification channel', () => {
  it('backs off from 1 s, doubling to at most 30 s, with jitter', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
  });

  it('authenticates with the first message, reports ids, reconnects with backoff after a drop', () => {
    const ids: number[] = [];
    const states: string[] = [];
    const channel = new NotificationChannel(
      'tok',
      { onNotification: (id) => ids.push(id), onState: (s) => states.push(s) },
      create,
      'ws://x/notifications',
    ).start();
    sockets[0].open();
    expect(sockets[0].sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    sockets[0].message({ type: 'Connected' });
    sockets[0].message({ type: 'notification', id: 7 });
    expect(ids).toEqual([7]);

    sockets[0].drop();
    expect(states).toEqual(['connecting', 'connected', 'disconnected']);
    vi.advanceTimersByTime(400);
    expect(sockets).toHaveLength(1); // the retry waits at least half a second
    vi.advanceTimersByTime(BACKOFF_MAX_MS);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    vi.advanceTimersByTime(BACKOFF_MAX_MS);
    expect(sockets).toHaveLength(3);
    sockets[2].open();
    sockets[2].message({ type: 'Connected' });
    sockets[2].message({ type: 'notification', id: 8 });
    expect(ids).toEqual([7, 8]);
    channel.stop();
    expect(sockets[2].closed).toBe(true);
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(3);
  });

  it('does not retry a refused token, and reopens a channel that went silent', () => {
    new NotificationChannel('bad', { onNotification: () => {} }, create, 'ws://x/notifications').start();
    sockets[0].open();
    sockets[0].drop(HubCloseCode.badToken);
    vi.advanceTimersByTime(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(1);

    const channel = new NotificationChannel('tok', { onNotification: () => {} }, create, 'ws://x/notifications').start();
    sockets[1].open();
    sockets[1].message({ type: 'Connected' });
    vi.advanceTimersByTime(SILENCE_MS - 1);
    sockets[1].message({ type: 'heartbeat' });
    vi.advanceTimersByTime(SILENCE_MS - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1 + BACKOFF_MAX_MS);
    expect(sockets[1].closed).toBe(true);
    expect(sockets).toHaveLength(3);
    channel.stop();
  });
});
