import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a closing connection goes on reading what its client still sends, at most. */
export const LINGER_MS = 2_000;

/**
 * Closes a connection in stages when its last answer went out before the request's body was
 * all read (a body over the limit answers 413 and closes at once; so does a refusal before the
 * body). Closed outright, with unread bytes waiting, the connection is reset and the client
 * loses the answer it was sent, still writing its body: it sees a broken connection, not "Request
 * body is too large". So, as RFC 9112 §9.6 asks: end our side, read and drop what still arrives
 * until the client closes its side or LINGER_MS pass, then close.
 */
export const lingeringClosePlugin = fp(async (app: FastifyInstance) => {
  const unfinished = new WeakSet<Socket>();
  app.addHook('onSend', async (request) => {
    if (request.raw.complete) unfinished.delete(request.raw.socket);
    else unfinished.add(request.raw.socket);
  });
  app.server.on('connection', (socket: Socket) => {
    const closeNow = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      if (!unfinished.has(socket) || socket.readableEnded) {
        closeNow();
        return;
      }
      const timer = setTimeout(() => socket.destroy(), LINGER_MS);
      socket.once('end', () => socket.destroy());
      socket.once('close', () => clearTimeout(timer));
      socket.end();
      socket.resume();
    };
  });
});
