/**
 * The listing form's step rules with the spec's Danish messages (doc 2 §5), over the whole form
 * value, so the same schema serves react-hook-form (zodResolver) and the API:
 *   useForm({ resolver: zodResolver(dwellingStepSchema('economy', ctx)) })
 *   dwellingSubmitSchema(ctx).parse(body)   // server, on finish
 * Issue paths are form field paths (['economy', 'rent'], ['location', 'id'], …).
 * Re-exports the draft schema and types of form-schema.ts.
 */
import type { UserType } from '../accounts/user';
import type { FieldIssue } from '../errors';
import type { ListingType } from './listing-type';
import {
  AREA_MAX,
  AREA_MIN,
  AVAILABLE_MAX_DAYS,
  CONSENT_KEYS,
  DESCRIPTION_MIN,
  HEADLINE_MAX,
  IMAGE_WARNING_AT,
  MAX_DEPOSIT_RENTS,
  MAX_IMAGES,
  ROOMS_MAX,
  ROOMS_MIN,
} from './enums';
import { DWELLING_STEPS, TOO_MANY_IMAGES, dwellingFormSchema, type DwellingForm, type DwellingStep } from './form-schema';
import { isAcceptedPhone, normalizePhone } from '../phone';

export * from './form-schema';

/** Messages of doc 2 §5 (exact text) and our own for rules the spec gives no text for. */
export const DWELLING_MESSAGES = {
  missing: 'Du mangler at udfylde feltet',
  roomsInvalid: 'Antal værelser er ikke udfyldt korrekt',
  roomsWhole: 'Angiv kun antallet af hele værelser',
  areaInvalid: 'Boligareal er ikke udfyldt korrekt',
  addressFromList: 'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
  zipFormat: 'Zip skal være tal på 4 cifre',
  /** Not in the spec: a hand-typed address's postal code that does not exist. */
  zipUnknown: 'Postnummeret findes ikke',
  availableTooLate: 'Overtagelsesdatoen må højst ligge ét år ude i fremtiden',
  endBeforeAvailable: 'Slutdato for lejeperioden skal være efter overtagelsesdato.',
  rangeOrder: 'Minimum for lejeperioden kan ikke være større end maksimum',
  rentTooLow: 'Huslejen skal være mindst 1 kr.',
  socialHousingBusinessOnly: 'Kun erhvervsbrugere kan angive almen bolig',
  tooManyImages: TOO_MANY_IMAGES,
  headlineTooLong: `Overskriften må højst være ${HEADLINE_MAX} tegn`,
  descriptionTooShort: 'Beskrivelsen skal være mindst 100 tegn',
  phoneInvalid: 'Ugyldig telefon nummer',
  emailInvalid: 'Ugyldig e-mailadresse',
  facebookContact: 'Angiv et link, eller et navn sammen med e-mail eller telefon',
  contactOption: 'Mindst én af kontakt mulighederne skal være tjekket',
  consentRequired: 'Du skal acceptere betingelserne for at oprette annoncen',
  depositWarning: 'Maksimalt 3 x huslejen eksklusiv forbrug',
} as const;

/** What the step rules need to know besides the form value. */
export type DwellingRuleContext = {
  /** Facebook-sourced listing (relaxed rules, no consents). */
  fromFacebook: boolean;
  /** The owner's user type. */
  userType: UserType;
  listingType: ListingType;
  /** The person editing is an admin. */
  isAdmin: boolean;
  /** Current time (date rules). */
  now: Date;
};

const M = DWELLING_MESSAGES;
const DAY_MS = 86_400_000;

const isBlank = (s: string | null | undefined): boolean => s === null || s === undefined || s.trim() === '';
const issue = (path: FieldIssue['path'], message: string): FieldIssue => ({ path, message });
/** Start of the UTC day of `d`, in ms. */
const utcDay = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
const dayOf = (iso: string): number => utcDay(new Date(iso));
const validDate = (iso: string | null | undefined): iso is string => !isBlank(iso) && !Number.isNaN(Date.parse(iso as string));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1: type, rooms/area, address, vacant-from date, rental period. */
function checkLease(v: DwellingForm, ctx: DwellingRuleContext): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (!v.type?.dwelling) out.push(issue(['type', 'dwelling'], M.missing));

  const rooms = v.size?.rooms ?? null;
  const area = v.size?.area ?? null;
  // Facebook-sourced listings need only one of rooms and area (doc 2 §5)
  const needBoth = !ctx.fromFacebook;
  if (rooms === null && (needBoth || area === null)) out.push(issue(['size', 'rooms'], M.missing));
  if (area === null && (needBoth || rooms === null)) out.push(issue(['size', 'area'], M.missing));
  if (rooms !== null) {
    if (!Number.isFinite(rooms) || rooms < ROOMS_MIN || rooms > ROOMS_MAX) out.push(issue(['size', 'rooms'], M.roomsInvalid));
    else if (!Number.isInteger(rooms)) out.push(issue(['size', 'rooms'], M.roomsWhole));
  }
  if (area !== null && (!Number.isFinite(area) || area < AREA_MIN || area > AREA_MAX))
    out.push(issue(['size', 'area'], M.areaInvalid));

  const loc = v.location ?? {};
  if (ctx.fromFacebook || loc.customAddress === true) {
    if (loc.customAddress === true && isBlank(loc.address)) out.push(issue(['location', 'address'], M.missing));
    if (isBlank(loc.zip)) out.push(issue(['location', 'zip'], M.missing));
    else if (!/^\d{4}$/.test(loc.zip!.trim())) out.push(issue(['location', 'zip'], M.zipFormat));
    if (isBlank(loc.city)) out.push(issue(['location', 'city'], M.missing));
  } else if (loc.manualAddress === true && isBlank(loc.id)) {
    // typed by hand (not in the address register): street, number and a postal code; floor and door optional
    if (isBlank(loc.street)) out.push(issue(['location', 'street'], M.missing));
    if (isBlank(loc.house)) out.push(issue(['location', 'house'], M.missing));
    if (isBlank(loc.zip)) out.push(issue(['location', 'zip'], M.missing));
    else if (!/^\d{4}$/.test(loc.zip!.trim())) out.push(issue(['location', 'zip'], M.zipFormat));
    else if (isBlank(loc.city)) out.push(issue(['location', 'zip'], M.zipUnknown));
  } else if (isBlank(loc.id)) {
    out.push(issue(['location', 'id'], M.addressFromList));
  }

  const today = utcDay(ctx.now);
  if (validDate(v.available) && dayOf(v.available) > today + AVAILABLE_MAX_DAYS * DAY_MS) {
    out.push(issue(['available'], M.availableTooLate));
  }

  const tf = v.timeframe ?? {};
  if (!tf.type) out.push(issue(['timeframe', 'type'], M.missing));
  if (tf.type === 'DATE') {
    if (!validDate(tf.date)) out.push(issue(['timeframe', 'date'], M.missing));
    else {
      const from = validDate(v.available) ? dayOf(v.available) : today;
      if (dayOf(tf.date) <= from) out.push(issue(['timeframe', 'date'], M.endBeforeAvailable));
    }
  }
  if (tf.type === 'RANGE' && tf.min != null && tf.max != null && tf.min > tf.max) {
    out.push(issue(['timeframe', 'min'], M.rangeOrder));
  }
  return out;
}

/** Step 2: rent, prepaid/deposit or (social housing) downpayment. */
function checkEconomy(v: DwellingForm, ctx: DwellingRuleContext): FieldIssue[] {
  const out: FieldIssue[] = [];
  const e = v.economy ?? {};
  if (e.rent == null) out.push(issue(['economy', 'rent'], M.missing));
  else if (e.rent < 100) out.push(issue(['economy', 'rent'], M.rentTooLow));
  if (e.socialHousing === true) {
    if (ctx.userType !== 'BUSINESS' && !ctx.isAdmin) out.push(issue(['economy', 'socialHousing'], M.socialHousingBusinessOnly));
    if (e.downpayment == null) out.push(issue(['economy', 'downpayment'], M.missing));
    if (!e.housingType) out.push(issue(['economy', 'housingType'], M.missing));
  } else if (!ctx.fromFacebook) {
    if (e.prepaid == null) out.push(issue(['economy', 'prepaid'], M.missing));
    if (e.deposit == null) out.push(issue(['economy', 'deposit'], M.missing));
  }
  return out;
}

/** Step 3: images are optional, at most 14. */
function checkImages(v: DwellingForm): FieldIssue[] {
  return (v.images?.length ?? 0) > MAX_IMAGES ? [issue(['images'], M.tooManyImages)] : [];
}

/** Step 4: headline, description, contact, contact options. */
function checkDescription(v: DwellingForm, ctx: DwellingRuleContext): FieldIssue[] {
  const out: FieldIssue[] = [];
  if (isBlank(v.headline)) out.push(issue(['headline'], M.missing));
  else if (v.headline!.trim().length > HEADLINE_MAX) out.push(issue(['headline'], M.headlineTooLong));
  if (isBlank(v.description)) out.push(issue(['description'], M.missing));
  else if (v.description!.trim().length < DESCRIPTION_MIN) out.push(issue(['description'], M.descriptionTooShort));

  const c = v.contact ?? {};
  if (ctx.fromFacebook) {
    // a link, or a name plus e-mail or phone, suffices (doc 2 §5)
    const ok = !isBlank(c.link) || (!isBlank(c.name) && (!isBlank(c.email) || !isBlank(c.phone)));
    if (!ok) out.push(issue(['contact', 'link'], M.facebookContact));
  } else {
    if (isBlank(c.name)) out.push(issue(['contact', 'name'], M.missing));
    if (isBlank(c.email)) out.push(issue(['contact', 'email'], M.missing));
    if (isBlank(c.phone)) out.push(issue(['contact', 'phone'], M.missing));
  }
  // normalised first, as it is stored (docs/architecture.md "Phone numbers"): "+45 22 33 44 55" passes
  if (!isBlank(c.phone) && !isAcceptedPhone(c.phone!)) out.push(issue(['contact', 'phone'], M.phoneInvalid));
  if (!isBlank(c.email) && !EMAIL_PATTERN.test(c.email!.trim())) out.push(issue(['contact', 'email'], M.emailInvalid));

  if ((ctx.listingType === 'PLUS' || ctx.listingType === 'PREMIUM') && !v.chatable && !v.emailable && !v.phoneable) {
    out.push(issue(['chatable'], M.contactOption));
  }
  return out;
}

/** Step 5: all three consents (not for Facebook-sourced; a VA user may miss one). */
function checkConsents(v: DwellingForm, ctx: DwellingRuleContext): FieldIssue[] {
  if (ctx.fromFacebook) return [];
  const missing = CONSENT_KEYS.filter((key) => v.consents?.find((c) => c.key === key)?.value !== true);
  // a lone consent error is tolerated for VA users (doc 2 §5)
  if (ctx.userType === 'VA' && missing.length === 1) return [];
  return missing.map((key) => issue(['consents', CONSENT_KEYS.indexOf(key), 'value'], M.consentRequired));
}

const STEP_CHECKS = {
  lease: checkLease,
  economy: checkEconomy,
  images: checkImages,
  description: checkDescription,
  consents: checkConsents,
} satisfies Record<DwellingStep, (v: DwellingForm, ctx: DwellingRuleContext) => FieldIssue[]>;

/** The issues of one step for a (type-valid) form value; [] when the step is complete. */
export function checkDwellingStep(step: DwellingStep, value: DwellingForm, ctx: DwellingRuleContext): FieldIssue[] {
  return STEP_CHECKS[step](value, ctx);
}

/** The issues of every step, in step order. */
export function checkDwelling(value: DwellingForm, ctx: DwellingRuleContext): FieldIssue[] {
  return DWELLING_STEPS.flatMap((step) => STEP_CHECKS[step](value, ctx));
}

/** The form value with its contact phone as stored (normalizePhone: E.164 when it is a possible number). */
export function withNormalizedPhone<T extends DwellingForm>(value: T): T {
  const phone = value.contact?.phone;
  if (typeof phone !== 'string' || phone.trim() === '') return value;
  return { ...value, contact: { ...value.contact, phone: normalizePhone(phone) } };
}

function withChecks(steps: readonly DwellingStep[], ctx: DwellingRuleContext) {
  return dwellingFormSchema.transform(withNormalizedPhone).superRefine((value, zctx) => {
    for (const step of steps) {
      for (const i of STEP_CHECKS[step](value, ctx)) zctx.addIssue({ code: 'custom', path: i.path, message: i.message });
    }
  });
}

/** A zod schema over the whole form value that checks `step`'s fields strictly (doc 2 §5). */
export function dwellingStepSchema(step: DwellingStep, ctx: DwellingRuleContext) {
  return withChecks([step], ctx);
}

/** A zod schema over the whole form value that checks every step (finishing the form). */
export function dwellingSubmitSchema(ctx: DwellingRuleContext) {
  return withChecks(DWELLING_STEPS, ctx);
}

/**
 * The deposit warning (not an error): 'Maksimalt 3 x huslejen eksklusiv forbrug' when the deposit
 * is above three times the rent (both øre), else null (doc 2 §5 step 2).
 */
export function depositWarning(economy: { rent?: number | null; deposit?: number | null } | null | undefined): string | null {
  const rent = economy?.rent;
  const deposit = economy?.deposit;
  if (rent == null || deposit == null) return null;
  return deposit > rent * MAX_DEPOSIT_RENTS ? M.depositWarning : null;
}

/** True when the images step should warn about many images (5 or more, doc 2 §5 step 3). */
export function hasManyImages(count: number): boolean {
  return count >= IMAGE_WARNING_AT;
}

/** The deposit helper's suggestions: 1, 2 and 3 months of rent, in øre (doc 2 §5 step 2). */
export function depositSuggestions(rent: number | null | undefined): number[] {
  return rent == null || rent <= 0 ? [] : [1, 2, 3].map((n) => n * rent);
}
