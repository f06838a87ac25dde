import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors.ts';

/** An app whose one route throws what a database driver throws, with its SQLSTATE. */
const throwing = async (code: string) => {
  const app = Fastify({ logger: false });
  installErrorHandling(app, new Set());
  app.get('/wps/x', async () => {
    throw Object.assign(new Error('value "2147483648" is out of range for type integer'), { code });
  });
  await app.ready();
  return app;
};

describe('the upstream error handler', () => {
  it('answers a value the database refuses (SQLSTATE class 22) as the caller’s, without its text', async () => {
    const app = await throwing('22003');
    const response = await app.inject({ url: '/wps/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'request_param_err' });
    expect(response.body).not.toContain('out of range');
    await app.close();
  });

  it('keeps any other failure a 500 internal.error without its text', async () => {
    const app = await throwing('23505');
    const response = await app.inject({ url: '/wps/x' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 'internal.error' });
    expect(response.body).not.toContain('out of range');
    await app.close();
  });
});
