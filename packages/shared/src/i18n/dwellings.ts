/** Labels of the dwellings domain, da and en. */
export const dwellings = {
  da: {},
  en: {},
};
