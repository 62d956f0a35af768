/**
 * Connections on close. fastify's close() stops listening and then waits for every open connection to
 * end; Node's server.close() ends only the kept-alive connections that are idle at that moment. Two
 * kinds are not, and each kept close() waiting long after every answer was sent:
 * - a connection answering a request when close() began: its answer went out kept alive, so the
 *   connection then stayed open until the client dropped it or the server's keep-alive timeout (72 s)
 *   ended it: a SIGTERM waited past its limit, a test's close() past its hook timeout;
 * - a connection that has carried no request yet (a browser opens some ahead of need) or whose
 *   request has not wholly arrived: Node counts it as busy, and nothing ended it at all.
 * So once close() begins, every connection without a request in hand is ended, a connection opened
 * meanwhile too, and each request in hand is answered with Connection: close and its connection ended
 * after the answer. The live order streams end in their own preClose hook (routes/live.ts); their
 * connections then end here like any other answer's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function endConnectionsOnClose(app: FastifyInstance): void {
  /** Every open connection, with the responses it is sending (more than one when requests are pipelined). */
  const connections = new Map<Socket, Set<ServerResponse>>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    connections.set(socket, new Set());
    socket.once('close', () => connections.delete(socket));
  });

  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const answering = connections.get(socket);
    if (!answering) return;
    answering.add(response);
    // 'close' comes after the answer is sent, or when the connection broke before.
    response.once('close', () => {
      answering.delete(response);
      if (closing && answering.size === 0) socket.destroySoon();
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, answering] of connections) {
      if (answering.size === 0) {
        socket.destroy();
        continue;
      }
      // The client learns that this connection is not kept, and sends nothing more on it.
      for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
    }
  });
}
