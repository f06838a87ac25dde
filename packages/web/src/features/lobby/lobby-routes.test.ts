import { describe, expect, it } from 'vitest';
import { lobbyVendorPath, vendorOfLobby } from './lobby-routes.ts';

describe('vendorOfLobby', () => {
  it('reads ?page= as the vendor, ALL without one', () => {
    expect(vendorOfLobby('rng', 'NOVA')).toBe('NOVA');
    expect(vendorOfLobby('rng', null)).toBe('ALL');
    expect(vendorOfLobby('live', 'N2')).toBe('N2');
  });

  it('reads a malformed code as ALL', () => {
    expect(vendorOfLobby('rng', 'nova')).toBe('ALL');
    expect(vendorOfLobby('rng', '<script>')).toBe('ALL');
    expect(vendorOfLobby('rng', '')).toBe('ALL');
  });

  it('always selects KH19 on /kh19games', () => {
    expect(vendorOfLobby('kh19games', null)).toBe('KH19');
    expect(vendorOfLobby('kh19games', 'NOVA')).toBe('KH19');
  });
});

describe('lobbyVendorPath', () => {
  it('links a vendor with ?page= and every vendor without', () => {
    expect(lobbyVendorPath('fish', 'OFH')).toBe('/fish?page=OFH');
    expect(lobbyVendorPath('fish', 'ALL')).toBe('/fish');
  });
});
