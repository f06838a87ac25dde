/** Session storage key of the vendor an RNG start chose (SPEC §4 "stores the vassalage value"). */
const vendorKey = 'vassalage';

/** Keeps the vendor whose lobby a card opened, for this tab's session. */
export const rememberVendor = (vassalage: string): void => {
  try {
    sessionStorage.setItem(vendorKey, vassalage);
  } catch {
    // Storage disabled: the lobby still reads the vendor from its `page` query.
  }
};
