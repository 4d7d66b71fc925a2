import { notifications } from '@mantine/notifications';
import type { CallName, RequestOf, ResponseOf } from '@ptcg/contract';

export const API_BASE = '/api/v3';
export const API_TIMEOUT_MS = 20_000;

/** The server answered with a code other than 200; the user has already been told. */
export class ApiError extends Error {
  readonly code: number;
  readonly trackId: string;
  constructor(code: number, msg: string, trackId: string) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.trackId = trackId;
  }
}

/** The request never got an answer (offline, refused, timed out); the user has already been told. */
export class NetworkError extends Error {
  readonly timedOut: boolean;
  constructor(timedOut: boolean) {
    super(timedOut ? '请求超时' : '网络错误');
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

/** The answer was not an API envelope; the page is reloading (or the user has been told). */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('服务器响应异常');
    this.name = 'UnexpectedAnswerError';
  }
}

// One notice per kind: a burst of failing requests (a page fires several) shows one message, not five.
function notifyNetwork(message: string) {
  notifications.show({ id: `network-error-${message}`, color: 'red', title: 'Network Error', message });
}

const RELOAD_MARK = 'api-reload-at';
const RELOAD_GUARD_MS = 30_000;

/**
 * An answer without an envelope means the page is talking to something other than this API (a proxy
 * error page, a stale deployment): reloading fetches the current site. A second such answer soon after
 * would mean the reload did not help, so then the user is told instead of being stuck in a reload loop.
 */
function reloadForUnexpectedAnswer(): never {
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last > RELOAD_GUARD_MS) {
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    window.location.reload();
  } else {
    notifyNetwork('服务器响应异常');
  }
  throw new UnexpectedAnswerError();
}

type Envelope = { code: number; msg?: string; track_id?: string; data?: unknown };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export type CallOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * false: the caller shows a refusal (code ≠ 200) on the page itself, so no red notice repeats it.
   * Network failures are still announced.
   */
  notifyRefusal?: boolean;
};

/**
 * Calls `POST /api/v3/<name>` and returns the envelope's `data`. Failures are reported to the user here
 * (red notice) and then thrown, so callers only decide what the page shows instead of the data.
 * Cancelling through `signal` (TanStack Query does this when a result is no longer wanted) stays silent.
 */
export async function callApi<N extends CallName>(
  name: N,
  body: RequestOf<N>,
  options: CallOptions = {},
): Promise<ResponseOf<N>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  let payload: unknown;
  try {
    const response = await fetch(`${API_BASE}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    payload = await response.json().catch(() => undefined);
  } catch (error) {
    if (timedOut) {
      notifyNetwork('请求超时');
      throw new NetworkError(true);
    }
    if (options.signal?.aborted) throw error;
    notifyNetwork('网络错误');
    throw new NetworkError(false);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  if (!isEnvelope(payload)) reloadForUnexpectedAnswer();
  if (payload.code !== 200) {
    const msg = payload.msg || `错误 ${payload.code}`;
    const trackId = payload.track_id ?? '';
    if (options.notifyRefusal !== false)
      notifications.show({ color: 'red', title: msg, message: trackId ? `Track ID: ${trackId}` : undefined });
    throw new ApiError(payload.code, msg, trackId);
  }
  return payload.data as ResponseOf<N>;
}
