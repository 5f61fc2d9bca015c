import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerBodyTimeout } from './body-timeout';

describe('the body timeout', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerBodyTimeout(app, 300);
    app.post('/echo', async (request) => ({ got: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Sends the headers and the first byte of a 20-byte body, then one more byte every 100 ms. */
  const trickle = () =>
    new Promise<{ closed: boolean; answer: string }>((resolve) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('POST /echo HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 20\r\n\r\n{');
      });
      const drip = setInterval(() => socket.write(' '), 100);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ closed: true, answer });
      });
      socket.on('error', () => undefined);
    });

  it('closes the connection of a body that does not arrive in time, without answering it', async () => {
    const { closed, answer } = await trickle();
    expect(closed).toBe(true);
    expect(answer).not.toContain('"got"');
  });

  it('lets a body that arrives in time through', async () => {
    const reply = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(reply.json()).toEqual({ got: { a: 1 } });
  });
});
