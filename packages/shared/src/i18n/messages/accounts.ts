/** Translations of the accounts domain's validation and server messages, keyed by the message text. */
export const accountsMessages: { da: Record<string, string>; en: Record<string, string> } = {
  da: {},
  en: {},
};
