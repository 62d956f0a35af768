/**
 * Closing the server (a test's afterAll, a SIGTERM) with connections open (server/connections.ts): a
 * request in hand is answered and its connection ended, a connection that has sent nothing yet and a
 * customer's live order stream are ended, and close() then finishes. Each client here keeps its
 * connection open as a browser or fetch does, so before that fix each close() waited until the
 * server's keep-alive timeout (72 s) or for ever, and the test ran into its timeout.
 */
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_EVENTS_PATH } from '../../domain/desk/contract.ts';
import { calls } from '../../domain/contract.ts';
import { newCustomer, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
/** The test's own close(), which afterEach waits for rather than closing twice. */
let closing: Promise<void> | null;

// Each test closes a server of its own (started here, outside the test's time).
beforeEach(async () => {
  server = await startTestServer();
  closing = null;
});
afterEach(() => closing ?? server.close());

function close(): Promise<void> {
  closing = server.close();
  return closing;
}

/** A raw connection to the server that never closes its own side. */
async function openConnection(): Promise<{ socket: Socket; received: () => string; ended: Promise<unknown> }> {
  const accepted = once(server.app.server, 'connection');
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  await Promise.all([once(socket, 'connect'), accepted]);
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  // 'close' comes once the server has ended the connection (or reset it).
  const ended = once(socket, 'close');
  return { socket, received: () => text, ended };
}

/** Resolves when fastify, its preClose hooks done, stops listening: close() has begun in earnest. */
function untilStopsListening(): Promise<void> {
  const stopListening = server.app.server.close.bind(server.app.server);
  return new Promise((resolve) => {
    vi.spyOn(server.app.server, 'close').mockImplementation((callback) => {
      resolve();
      return stopListening(callback);
    });
  });
}

describe('close() with connections open', () => {
  it('a request in hand when close() begins is answered with Connection: close, its connection ended, and close() finishes', async () => {
    const { socket, received, ended } = await openConnection();
    const body = JSON.stringify({ userId: 'nobody.closing@example.com', password: 'not-the-password' });
    const arrived = once(server.app.server, 'request');
    // The head and part of the body: the request is in hand, its answer waits for the rest.
    socket.write(
      `POST /api/${calls.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await arrived;
    const stopping = untilStopsListening();
    const closed = close();
    await stopping;
    socket.write(body.slice(10));
    await ended;
    await closed;

    const [head, answer] = received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/^connection: close$/im);
    expect(JSON.parse(answer!)).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });

  it('a connection that has carried no request (fetch and browsers open some that way) is ended, and close() finishes', async () => {
    const { received, ended } = await openConnection();
    await close();
    await ended;
    expect(received()).toBe('');
  });

  it("a customer's open order stream is ended, and close() finishes", async () => {
    const customer = await newCustomer(server);
    const response = await fetch(`${server.url}/api/${CUSTOMER_EVENTS_PATH}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': listening\n\n')) text += (await reader.read()).value ?? '';
    await close();
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += part.value;
    expect(text).toBe(': listening\n\n');
  });
});
