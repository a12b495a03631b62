/** Labels of the accounts domain, da and en. */
export const accounts = {
  da: {},
  en: {},
};
