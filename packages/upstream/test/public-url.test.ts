import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadUpstreamConfig } from '../src/config.ts';
import { gameOriginsOf, publicUrlOf } from '../src/play/public-url.ts';

const listeningOn = (address: string, family: 'IPv4' | 'IPv6' = 'IPv4'): Server =>
  ({ address: (): AddressInfo => ({ address, family, port: 8081 }) }) as unknown as Server;

const config = loadUpstreamConfig({});

describe('where browsers reach the game pages', () => {
  it.each([
    ['localhost:8080', 'http://localhost:8081'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8081'],
    ['localhost', 'http://localhost:8081'],
  ])('follows the loopback name the site was opened at (%s)', (siteHost, expected) => {
    expect(publicUrlOf(config, listeningOn('127.0.0.1'), siteHost)).toBe(expected);
  });

  it.each([
    ['evil.example:8080'],
    ['192.168.1.5:8080'],
    ['localhost.evil.example'],
    ['[::1]:8080'],
    ['%%'],
    [''],
  ])('keeps its own address for any other host (%s)', (siteHost) => {
    expect(publicUrlOf(config, listeningOn('127.0.0.1'), siteHost)).toBe('http://127.0.0.1:8081');
  });

  it('keeps its own address when it listens beyond loopback', () => {
    expect(publicUrlOf(config, listeningOn('10.0.0.7'), 'localhost:8080')).toBe(
      'http://10.0.0.7:8081',
    );
  });

  it('answers PUBLIC_URL whatever the site host', () => {
    const configured = { ...config, publicUrl: 'https://games.example.test' };
    expect(publicUrlOf(configured, listeningOn('127.0.0.1'), 'localhost:8080')).toBe(
      'https://games.example.test',
    );
  });
});

describe('the origins the site may frame', () => {
  it('are the loopback twins of a loopback server', () => {
    expect(gameOriginsOf('http://127.0.0.1:8081')).toEqual([
      'http://localhost:8081',
      'http://127.0.0.1:8081',
    ]);
  });

  it('are its own origin elsewhere', () => {
    expect(gameOriginsOf('http://10.0.0.7:8081')).toEqual(['http://10.0.0.7:8081']);
  });
});
