/** Translations of the dwellings domain's validation and server messages, keyed by the message text. */
export const dwellingsMessages: { da: Record<string, string>; en: Record<string, string> } = {
  da: {},
  en: {},
};
