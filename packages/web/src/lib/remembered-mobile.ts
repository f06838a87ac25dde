const key = 'hisLastMobile';

export interface RememberedMobile {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * "Remember me" on the mobile tab keeps the number and its dialing code (the platform's
 * `loginTypeSms`), never the SMS code. It is kept apart from the remembered username, so a
 * mobile login never fills the username field with a phone number.
 */
export const rememberMobile = (mobile: RememberedMobile, remember: boolean): void => {
  try {
    if (remember && mobile.mobileNum) localStorage.setItem(key, JSON.stringify(mobile));
    else localStorage.removeItem(key);
  } catch {
    // Storage disabled: the form simply starts empty next time.
  }
};

export const rememberedMobile = (): RememberedMobile | null => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'mobileNum' in parsed &&
      'countryDialingCode' in parsed &&
      typeof parsed.mobileNum === 'string' &&
      typeof parsed.countryDialingCode === 'string'
    ) {
      return { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode };
    }
    return null;
  } catch {
    return null;
  }
};
