const key = 'hisLastUsername';

/**
 * "Remember me" keeps the username only (DESIGN §9): never the password, which would be
 * readable by anyone holding the device.
 */
export const rememberUsername = (username: string, remember: boolean): void => {
  try {
    if (remember && username) localStorage.setItem(key, username);
    else localStorage.removeItem(key);
  } catch {
    // Storage disabled: the form simply starts empty next time.
  }
};

export const rememberedUsername = (): string => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};
