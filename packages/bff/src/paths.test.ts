import { describe, expect, it } from 'vitest';
import { isApiPath, isReservedPath, pathOf } from './paths.ts';

describe('pathOf', () => {
  it.each([
    ['/wps/system/country', '/wps/system/country'],
    ['/wps/system/country?x=1', '/wps/system/country'],
    ['/wps?', '/wps'],
    ['/?a=1?b=2', '/'],
    ['', ''],
  ])('%s -> %s', (url, path) => {
    expect(pathOf(url)).toBe(path);
  });
});

describe('isApiPath and isReservedPath', () => {
  it.each([
    ['/wps', true, true],
    ['/wps/system/country', true, true],
    ['/lgw/games/game_menus', true, true],
    ['/lotto/x', true, true],
    ['/bff/session', true, true],
    ['/wpsx', false, false],
    ['/bffood', false, false],
    ['/qa/reset', false, true],
    ['/media/logo.png', false, true],
    ['/games', false, false],
    ['/', false, false],
  ])('%s: api %s, reserved %s', (path, api, reserved) => {
    expect(isApiPath(path)).toBe(api);
    expect(isReservedPath(path)).toBe(reserved);
  });
});
