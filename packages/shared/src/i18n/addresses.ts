/** Labels of the addresses domain, da and en. */
export const addresses = {
  da: {},
  en: {},
};
