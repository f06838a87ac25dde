import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loadBffConfig } from './config.ts';
import { loggerOptions, requestLogger } from './logger.ts';

const sink = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
};

const rootLogger = (level: string) => {
  const { lines, stream } = sink();
  const options = loggerOptions(loadBffConfig({ LOG_LEVEL: level }), stream);
  return { lines, root: pino(options as pino.LoggerOptions, stream) };
};

describe('requestLogger', () => {
  it('makes no pino child for a request that writes nothing at the level', () => {
    const { lines, root } = rootLogger('warn');
    const child = vi.spyOn(root, 'child');
    const log = requestLogger(root, { reqId: 'req-7' }, {});
    log.info({ event: 'x' }, 'incoming request');
    log.debug('detail');
    log.trace('more detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toHaveLength(0);
    expect(log.level).toBe('warn');
  });

  it("writes the child's lines, with the request id and redaction, from one child", () => {
    const { lines, root } = rootLogger('warn');
    const child = vi.spyOn(root, 'child');
    const log = requestLogger(root, { reqId: 'req-7' }, {});
    log.warn({ event: 'csrf.rejected', body: { password: 'Demo1234' } }, 'refused');
    log.error(new Error('broken'), 'failed');
    log.info('not at this level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'req-7', event: 'csrf.rejected', msg: 'refused' });
    expect(JSON.stringify(lines[0])).not.toContain('Demo1234');
    expect(lines[1]).toMatchObject({ reqId: 'req-7', msg: 'failed', err: { message: 'broken' } });
  });

  it("follows a route's own level and a level set later", () => {
    const { lines, root } = rootLogger('warn');
    const log = requestLogger(root, { reqId: 'req-8' }, { level: 'debug' });
    log.debug('route detail');
    expect(lines).toMatchObject([{ reqId: 'req-8', msg: 'route detail' }]);
    log.level = 'error';
    log.warn('now quiet');
    expect(lines).toHaveLength(1);

    const silent = rootLogger('silent');
    requestLogger(silent.root, { reqId: 'req-9' }, {}).fatal('never');
    expect(silent.lines).toHaveLength(0);
  });
});
