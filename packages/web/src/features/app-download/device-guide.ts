export type GuideKind = 'android' | 'ios';

/**
 * The install guide a device needs first: Apple's phones and tablets (an iPad asks for the
 * desktop site and names itself a Mac with a touch screen) add web apps through Safari's Share
 * menu; every other device gets Chrome's menu, which Android and desktop Chrome share.
 */
export const guideForDevice = (userAgent: string, touchPoints: number): GuideKind =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)
    ? 'ios'
    : 'android';
