import { describe, expect, it } from 'vitest';
import { guideForDevice } from './device-guide.ts';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadDesktopSite:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('guideForDevice', () => {
  it('shows the iOS guide first on an iPhone and on an iPad asking for the desktop site', () => {
    expect(guideForDevice(agents.iPhone, 5)).toBe('ios');
    expect(guideForDevice(agents.iPadDesktopSite, 5)).toBe('ios');
  });

  it('shows the Android guide first on Android, on a Mac without touch and on a PC', () => {
    expect(guideForDevice(agents.android, 5)).toBe('android');
    expect(guideForDevice(agents.iPadDesktopSite, 0)).toBe('android');
    expect(guideForDevice(agents.windows, 0)).toBe('android');
  });
});
