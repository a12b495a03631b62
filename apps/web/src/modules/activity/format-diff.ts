/**
 * The one place that turns an activity entry's diff ({ field: [before, after] }, doc 2 §3) into
 * readable lines (docs/architecture.md "Activity log"): field labels from the catalogues, amounts in kroner (stored in øre),
 * dates in the page's language and Europe/Copenhagen, booleans as Ja/Nej (Yes/No), enum values by
 * their labels, images as thumbnails (added, removed or reordered). Pure: the caller passes `t`
 * and the language. Each target type declares its fields in FIELDS; a field it does not know (a
 * newer server) is shown with its key and generic formatting.
 */
import type { TFunction } from 'i18next';
import type { ActivityDiff } from '@udlejning/shared/activity/entry';
import type { ActivityTargetType } from '@udlejning/shared/activity/actions';
import type { Language } from '@udlejning/shared/i18n/languages';
import { formatKr } from '@udlejning/shared/dwellings/money';
import { dwellingImageUrl } from '@udlejning/shared/dwellings/image-url';
import { addressLine, formatDate, formatDateTime, timeframeSentence, type AddressParts } from '../dwellings/format';

/** `t` over the namespaces the diff labels come from: useTranslation(['dwellings', 'activity', 'common']). */
export type DiffT = TFunction<['dwellings', 'activity', 'common']>;
export type DiffContext = { t: DiffT; lang: Language };

export type DiffImage = { name: string; src: string };

/** One changed field (or part of one): `before`/`after` are display texts, '' when empty. */
export type DiffValueLine = { kind: 'value'; key: string; label: string; before: string; after: string };
/** A change of the image list: what was added, what was removed, and the new order when only the order changed. */
export type DiffImagesLine = {
  kind: 'images';
  key: string;
  label: string;
  added: DiffImage[];
  removed: DiffImage[];
  reordered: DiffImage[];
};
export type DiffLine = DiffValueLine | DiffImagesLine;

/** Value → display text for one field; '' means empty (shown as '–'). */
type Format = (value: unknown, ctx: DiffContext) => string;
/** All lines of one changed field; [] when nothing differs once formatted. */
type FieldSpec = (key: string, before: unknown, after: unknown, ctx: DiffContext, label: string) => DiffLine[];
type Label = (t: DiffT) => string;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const LOCALES = { da: 'da-DK', en: 'en-GB' } as const satisfies Record<Language, string>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Dates are stored at UTC midnight (form-schema.ts): such an instant is a day, not a moment. */
const isMidnightUtc = (s: string) => /T00:00:00(\.0+)?Z$/.test(s);

// --- value formats ------------------------------------------------------------------------------

const yesNo: Format = (v, ctx) => (typeof v === 'boolean' ? (v ? ctx.t('common:yes') : ctx.t('common:no')) : anyValue(v, ctx));
const text: Format = (v) => (isEmpty(v) ? '' : String(v));
const money: Format = (v) => (typeof v === 'number' ? formatKr(v) : '');
const day: Format = (v, { lang }) => (typeof v === 'string' ? formatDate(v, lang) : '');
const instant: Format = (v, { lang }) => (typeof v === 'string' ? formatDateTime(v, lang) : '');
const num: Format = (v, { lang }) => (typeof v === 'number' ? new Intl.NumberFormat(LOCALES[lang]).format(v) : '');
const squareMetres: Format = (v, ctx) => (typeof v === 'number' ? `${num(v, ctx)} m²` : '');
/** A value of an enum whose labels live under `prefix` in the catalogues (the raw value if unknown). */
const label =
  (prefix: string): Format =>
  (v, { t }) =>
    isEmpty(v) ? '' : t(`${prefix}.${String(v)}`, { defaultValue: String(v) });
const list =
  (item: Format): Format =>
  (v, ctx) =>
    Array.isArray(v)
      ? v
          .map((x) => item(x, ctx))
          .filter(Boolean)
          .join(', ')
      : anyValue(v, ctx);

/** Anything, for fields no spec names: booleans, numbers, ISO dates, lists and objects. */
function anyValue(v: unknown, ctx: DiffContext): string {
  if (isEmpty(v)) return '';
  if (typeof v === 'boolean') return v ? ctx.t('common:yes') : ctx.t('common:no');
  if (typeof v === 'number') return num(v, ctx);
  if (typeof v === 'string') {
    if (ISO_DATE.test(v) || (ISO_INSTANT.test(v) && isMidnightUtc(v))) return day(v, ctx);
    return ISO_INSTANT.test(v) ? instant(v, ctx) : v;
  }
  if (Array.isArray(v)) return v.map((x) => anyValue(x, ctx)).join(', ');
  if (isRecord(v))
    return Object.entries(v)
      .filter(([, x]) => !isEmpty(x))
      .map(([k, x]) => `${k}: ${anyValue(x, ctx)}`)
      .join(', ');
  return JSON.stringify(v);
}

// --- field specs ----------------------------------------------------------------------------------

/** A field shown as one line, `before → after`. */
const value =
  (format: Format): FieldSpec =>
  (key, before, after, ctx, fieldLabel) => {
    const [b, a] = [format(before, ctx), format(after, ctx)];
    return b === a ? [] : [{ kind: 'value', key, label: fieldLabel, before: b, after: a }];
  };

/** An object field shown part by part ("Økonomi › Depositum"); a part without its own label uses the field's. */
const parts =
  (spec: Record<string, { label?: Label; format: Format }>): FieldSpec =>
  (key, before, after, ctx, fieldLabel) => {
    const [b, a] = [isRecord(before) ? before : {}, isRecord(after) ? after : {}];
    return Object.entries(spec).flatMap(([part, { label: partLabel, format }]) =>
      value(format)(`${key}.${part}`, b[part], a[part], ctx, partLabel ? `${fieldLabel} › ${partLabel(ctx.t)}` : fieldLabel),
    );
  };

/** A list of {key, value} items shown per key ("Vilkår › Husdyr: Ja → Spørg udlejer"). */
const keyed =
  (
    itemLabel: (k: string, t: DiffT) => string,
    format: (k: string, item: Record<string, unknown>, ctx: DiffContext) => string,
  ): FieldSpec =>
  (key, before, after, ctx, fieldLabel) => {
    const byKey = (v: unknown) =>
      new Map(
        (Array.isArray(v) ? v : [])
          .filter(isRecord)
          .filter((item) => typeof item.key === 'string')
          .map((item) => [String(item.key), item]),
      );
    const [b, a] = [byKey(before), byKey(after)];
    const keys = [...new Set([...b.keys(), ...a.keys()])];
    return keys.flatMap((k) => {
      const show = (item: Record<string, unknown> | undefined) => (item ? format(k, item, ctx) : '');
      return value((item) => show(item as Record<string, unknown> | undefined))(
        `${key}.${k}`,
        b.get(k),
        a.get(k),
        ctx,
        `${fieldLabel} › ${itemLabel(k, ctx.t)}`,
      );
    });
  };

/** The address as one line (its text, or zip and city), plus the admin's "custom address" flag and the "typed by hand" mark. */
const location: FieldSpec = (key, before, after, ctx, fieldLabel) => {
  const line: Format = (v) => (isRecord(v) ? addressLine(v as AddressParts) : '');
  const lines = [
    ...value(line)(key, before, after, ctx, fieldLabel),
    ...parts({
      customAddress: { label: (t) => t('form.customAddress'), format: yesNo },
      manualAddress: { label: (t) => t('form.manualAddress'), format: yesNo },
    })(key, before, after, ctx, fieldLabel),
  ];
  // only the id or coordinates changed: still say the address changed, with its text
  return lines.length ? lines : [{ kind: 'value', key, label: fieldLabel, before: line(before, ctx), after: line(after, ctx) }];
};

/** Images as thumbnails: added and removed ones, or the new order when only the order changed. */
const images: FieldSpec = (key, before, after, _ctx, fieldLabel) => {
  const names = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const [b, a] = [names(before), names(after)];
  const image = (name: string): DiffImage => ({ name, src: dwellingImageUrl(name, 'thumb') });
  const added = a.filter((n) => !b.includes(n)).map(image);
  const removed = b.filter((n) => !a.includes(n)).map(image);
  const isReordered = !added.length && !removed.length && a.join('\n') !== b.join('\n');
  if (!added.length && !removed.length && !isReordered) return [];
  return [{ kind: 'images', key, label: fieldLabel, added, removed, reordered: isReordered ? a.map(image) : [] }];
};

const timeframe: FieldSpec = (key, before, after, ctx, fieldLabel) => {
  // the preview's sentence, which already says what each type means ('Lejeperioden er 6 til 12 måneder')
  const sentence: Format = (v) => (isRecord(v) ? timeframeSentence(ctx.t, v, ctx.lang) : '');
  return value(sentence)(key, before, after, ctx, fieldLabel);
};

type FieldDef = { label: Label; spec: FieldSpec };

/** A dwelling's fields (apps/server dwellingSnapshot): the listing content plus its state columns. */
const DWELLING_FIELDS: Record<string, FieldDef> = {
  type: {
    label: (t) => t('activity:fields.dwelling.type'),
    spec: parts({
      dwelling: { format: label('dwellings:dwellingType') },
      tenant: { label: (t) => t('activity:fields.dwelling.tenant'), format: text },
    }),
  },
  size: {
    label: (t) => t('activity:fields.dwelling.size'),
    spec: parts({
      rooms: { label: (t) => t('lease.rooms'), format: num },
      area: { label: (t) => t('lease.area'), format: squareMetres },
      additional: { label: (t) => t('activity:fields.dwelling.additional'), format: list(text) },
    }),
  },
  location: { label: (t) => t('activity:fields.dwelling.location'), spec: location },
  fromFacebook: { label: (t) => t('activity:fields.dwelling.fromFacebook'), spec: value(yesNo) },
  available: {
    label: (t) => t('activity:fields.dwelling.available'),
    // empty means "as soon as possible" (doc 2 §3)
    spec: value((v, ctx) => (isEmpty(v) ? ctx.t('activity:diff.asap') : day(v, ctx))),
  },
  timeframe: { label: (t) => t('activity:fields.dwelling.timeframe'), spec: timeframe },
  economy: {
    label: (t) => t('activity:fields.dwelling.economy'),
    spec: parts({
      rent: { label: (t) => t('economy.rent'), format: money },
      prepaid: { label: (t) => t('economy.prepaid'), format: money },
      deposit: { label: (t) => t('economy.deposit'), format: money },
      downpayment: { label: (t) => t('economy.downpayment'), format: money },
      inclusive: { label: (t) => t('economy.inclusive'), format: yesNo },
      utilities: {
        label: (t) => t('economy.utilities'),
        format: list((u, ctx) =>
          isRecord(u) ? `${label('dwellings:utility')(u.key, ctx)} ${money(u.value, ctx) || ctx.t('activity:diff.empty')}` : '',
        ),
      },
      socialHousing: { label: (t) => t('economy.socialHousing'), format: yesNo },
      housingType: { label: (t) => t('economy.housingType'), format: label('dwellings:housingType') },
      website: { label: (t) => t('economy.website'), format: text },
    }),
  },
  images: { label: (t) => t('activity:fields.dwelling.images'), spec: images },
  headline: { label: (t) => t('activity:fields.dwelling.headline'), spec: value(text) },
  description: { label: (t) => t('activity:fields.dwelling.description'), spec: value(text) },
  contact: {
    label: (t) => t('activity:fields.dwelling.contact'),
    spec: parts({
      name: { label: (t) => t('description.contactName'), format: text },
      phone: { label: (t) => t('description.contactPhone'), format: text },
      email: { label: (t) => t('description.contactEmail'), format: text },
      link: { label: (t) => t('description.contactLink'), format: text },
    }),
  },
  chatable: { label: (t) => t('activity:fields.dwelling.chatable'), spec: value(yesNo) },
  phoneable: { label: (t) => t('activity:fields.dwelling.phoneable'), spec: value(yesNo) },
  emailable: { label: (t) => t('activity:fields.dwelling.emailable'), spec: value(yesNo) },
  terms: {
    label: (t) => t('activity:fields.dwelling.terms'),
    spec: keyed(
      (k, t) => t(`dwellings:term.${k}`, { defaultValue: k }),
      (k, item, ctx) => {
        // PETS may be 'unknown' (Ask landlord); the other terms are yes/no (doc 2 §3)
        const shown = k === 'PETS' ? label('dwellings:pets')(item.value, ctx) : yesNo(item.value, ctx);
        const comment = typeof item.comment === 'string' && item.comment.trim() ? ` (${item.comment.trim()})` : '';
        return shown + comment;
      },
    ),
  },
  facilities: { label: (t) => t('activity:fields.dwelling.facilities'), spec: value(list(label('dwellings:facility'))) },
  shareable: { label: (t) => t('activity:fields.dwelling.shareable'), spec: value(yesNo) },
  anonymous: { label: (t) => t('activity:fields.dwelling.anonymous'), spec: value(list(label('activity:anonymous'))) },
  consents: {
    label: (t) => t('activity:fields.dwelling.consents'),
    spec: keyed(
      (k, t) => t(`dwellings:consent.${k}`, { defaultValue: k }),
      (_k, item, ctx) => yesNo(item.value, ctx),
    ),
  },
  status: { label: (t) => t('activity:fields.dwelling.status'), spec: value(label('dwellings:status')) },
  active: { label: (t) => t('activity:fields.dwelling.active'), spec: value(yesNo) },
  locked: { label: (t) => t('activity:fields.dwelling.locked'), spec: value(yesNo) },
  listingType: { label: (t) => t('activity:fields.dwelling.listingType'), spec: value(label('dwellings:listingType')) },
  approvedAt: { label: (t) => t('activity:fields.dwelling.approvedAt'), spec: value(instant) },
  expiresAt: { label: (t) => t('activity:fields.dwelling.expiresAt'), spec: value(instant) },
  deactivatedAt: { label: (t) => t('activity:fields.dwelling.deactivatedAt'), spec: value(instant) },
  user: { label: (t) => t('activity:fields.dwelling.user'), spec: value(text) },
};

/** Every target type's fields; a new domain adds its own here. */
/** A user's fields (docs/architecture.md "User administration": setUserType records the type change). */
const USER_FIELDS: Record<string, FieldDef> = {
  type: { label: (t) => t('activity:fields.user.type'), spec: value(label('users:types')) },
};

const FIELDS = { dwelling: DWELLING_FIELDS, user: USER_FIELDS } satisfies Record<ActivityTargetType, Record<string, FieldDef>>;

/** The fields of `targetType` and the diff's keys, in the order they are shown: the form's order, unknown keys last. */
function orderedFields(targetType: string, diff: ActivityDiff | undefined): [Record<string, FieldDef>, string[]] {
  const fields: Record<string, FieldDef> = Object.hasOwn(FIELDS, targetType) ? FIELDS[targetType as ActivityTargetType] : {};
  const order = Object.keys(fields);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  // jsonb keeps keys sorted by length, which means nothing to a reader
  const keys = Object.keys(diff ?? {}).sort((a, b) => rank(a) - rank(b));
  return [fields, keys];
}

/**
 * The readable lines of a diff, field by field in the form's order (unknown fields last).
 * `targetType` picks the field labels and formats; a field without a spec, or one whose formatted
 * values come out equal, is shown with the generic formatting so no change is hidden.
 */
export function formatActivityDiff(targetType: string, diff: ActivityDiff | undefined, ctx: DiffContext): DiffLine[] {
  const [fields, keys] = orderedFields(targetType, diff);
  return keys.flatMap((key) => {
    const [before, after] = diff?.[key] ?? [null, null];
    const def = Object.hasOwn(fields, key) ? fields[key] : undefined;
    const fieldLabel = def ? def.label(ctx.t) : key;
    const lines = def ? def.spec(key, before, after, ctx, fieldLabel) : [];
    return lines.length
      ? lines
      : [
          {
            kind: 'value',
            key,
            label: fieldLabel,
            before: anyValue(before, ctx),
            after: anyValue(after, ctx),
          } satisfies DiffLine,
        ];
  });
}

/** The labels of the changed fields, in the same order, for the folded summary of a long diff. */
export function changedFieldLabels(targetType: string, diff: ActivityDiff | undefined, t: DiffT): string[] {
  const [fields, keys] = orderedFields(targetType, diff);
  return keys.map((key) => (Object.hasOwn(fields, key) ? fields[key].label(t) : key));
}
