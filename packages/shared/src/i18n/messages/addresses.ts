/** Translations of the addresses domain's validation and server messages, keyed by the message text. */
export const addressesMessages: { da: Record<string, string>; en: Record<string, string> } = {
  da: {},
  en: {},
};
