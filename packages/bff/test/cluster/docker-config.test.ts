import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DCLinter } from 'dclint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { haproxyBin } from './topology.ts';

// No Docker daemon and no `docker compose` plugin run on our machines (`docker compose version`
// answers "unknown command"), so `docker compose config` cannot check the deployment here.
// Instead: dclint validates docker/compose.yaml against the Compose Specification's JSON schema
// (and its best-practice rules), the checks below read what the schema cannot know (which
// service talks to which, which checks hit which endpoint), and HAProxy itself checks its file.

const repo = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));
const composeFile = repo('docker/compose.yaml');
const haproxyFile = repo('docker/haproxy.cfg');
const dockerfile = readFileSync(repo('docker/Dockerfile'), 'utf8');

const healthcheck = z.object({ test: z.array(z.string()) });
const service = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string(), target: z.string() }).optional(),
  environment: z.record(z.string(), z.string()).default({}),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).default({}),
  healthcheck: healthcheck.optional(),
  volumes: z.array(z.string()).default([]),
});
const compose = z
  .object({ services: z.record(z.string(), service) })
  .parse(parse(readFileSync(composeFile, 'utf8'), { merge: true }));
const services = Object.entries(compose.services);
const built = (target: string) =>
  services.filter(([, s]) => s.build?.target === target).map(([name]) => name);
const haproxy = compose.services.haproxy;

describe('docker/compose.yaml', () => {
  // Compiling the Compose schema takes seconds on a busy machine.
  it('is a valid Compose file with no lint finding', { timeout: 30_000 }, () => {
    const [result] = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] }).lintFiles(
      [composeFile],
      false,
    );
    expect(result?.messages.map((m) => `${m.rule}:${m.line} ${m.message}`)).toEqual([]);
  });

  it('runs two bffs behind HAProxy on one Redis, two upstreams on one PostgreSQL', () => {
    const bffs = built('bff');
    const upstreams = built('upstream');
    expect(bffs.length).toBeGreaterThanOrEqual(2);
    expect(upstreams.length).toBeGreaterThanOrEqual(2);
    for (const name of bffs) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.CHALLENGE_HMAC_KEY).toMatch(/^\$\{CHALLENGE_HMAC_KEY:\?/);
      expect(env.UPSTREAM_URL).toBe('http://haproxy:8081');
      expect(env.ALLOWED_ORIGINS).toBeTruthy();
      expect(compose.services[name]?.depends_on.redis?.condition).toBe('service_healthy');
    }
    for (const name of upstreams) {
      const env = compose.services[name]?.environment ?? {};
      expect(new URL(env.DATABASE_URL ?? '').host).toBe('postgres:5432');
    }
    expect(haproxy?.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect([haproxy?.environment.BFF1, haproxy?.environment.BFF2]).toEqual(
      bffs.map((name) => `${name}:8080`),
    );
    expect([haproxy?.environment.UPSTREAM1, haproxy?.environment.UPSTREAM2]).toEqual(
      upstreams.map((name) => `${name}:8081`),
    );
  });

  it('checks health: containers on /bff/health, HAProxy routes by /bff/ready', () => {
    for (const name of built('bff')) {
      expect(compose.services[name]?.healthcheck?.test.join(' ')).toContain('/bff/health');
    }
    for (const [name, s] of services) {
      for (const [dependency, { condition }] of Object.entries(s.depends_on)) {
        expect(compose.services[dependency], `${name} depends on ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') {
          expect(compose.services[dependency]?.healthcheck, dependency).toBeDefined();
        }
      }
    }
    expect(readFileSync(haproxyFile, 'utf8')).toMatch(/http-check send meth GET uri \/bff\/ready/);
  });

  it('builds the web app without the /flows viewer unless asked for', () => {
    expect(dockerfile).toMatch(/^ARG FLOWS_VIEWER=off$/m);
    expect(dockerfile).toMatch(
      /^RUN VITE_FLOWS_VIEWER=\$\{FLOWS_VIEWER\} pnpm --filter @his\/web run build$/m,
    );
  });

  it('builds only targets that docker/Dockerfile defines, whose entry files exist', () => {
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    for (const [, s] of services.filter(([, s]) => s.build)) {
      expect(stages).toContain(s.build?.target);
      expect(existsSync(repo(s.build?.dockerfile ?? ''))).toBe(true);
    }
    for (const [, from] of dockerfile.matchAll(/--from=(\S+)/g)) expect(stages).toContain(from);
    for (const [, entry] of dockerfile.matchAll(/"--import", "tsx", "([^"]+)"/g)) {
      expect(existsSync(repo(entry ?? ''))).toBe(true);
    }
  });
});

describe('docker/haproxy.cfg', () => {
  it('passes `haproxy -c` with the addresses compose gives it', () => {
    const check = spawnSync(haproxyBin, ['-c', '-f', haproxyFile], {
      env: { ...process.env, ...haproxy?.environment },
      encoding: 'utf8',
    });
    expect(check.error, 'haproxy is not installed: apt-get install haproxy').toBeUndefined();
    expect(`${check.stdout}${check.stderr}`).toContain('Configuration file is valid');
    expect(check.status).toBe(0);
  });
});
