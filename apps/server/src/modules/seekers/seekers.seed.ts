/**
 * Demo seekers, created on a database without seekers by `npm start` and `npm run db:seed`:
 * DEMO_SEEKER_COUNT varied, plausible marketplace seekers whose wishes cluster around the postal
 * codes of the shipped address data (Copenhagen, Dragør, Greve/Karlslunde, Viby Sjælland, Slagelse,
 * Odense, Aarhus), some PAYING, most REGISTERED, plus two fixed ones the journeys and demos use
 * (DEMO_SEEKERS). Deterministic: the same seed gives the same seekers.
 */
import { sql } from 'drizzle-orm';
import { DWELLING_TYPES, TERM_KEYS } from '@udlejning/shared/dwellings/enums';
import {
  SEEKER_EMPLOYMENTS,
  SEEKER_LANGUAGES,
  SEEKER_REASONS,
  SEEKER_TYPES,
  type SeekerLevel,
} from '@udlejning/shared/seekers/enums';
import type { Db } from '../../platform/db/client';
import { seekerPreferences, seekers } from '../../schema/seekers.schema';

/** How many generated seekers the demo has (besides the two fixed ones). */
export const DEMO_SEEKER_COUNT = 300;

/** Two fixed seekers with known e-mails (README, e2e). */
export const DEMO_SEEKERS = {
  paying: { externalId: 'demo-paying', email: 'betalende@example.dk', name: 'Bente Betalende', level: 'PAYING' },
  registered: { externalId: 'demo-registered', email: 'registreret@example.dk', name: 'Rasmus Registreret', level: 'REGISTERED' },
} as const satisfies Record<string, { externalId: string; email: string; name: string; level: SeekerLevel }>;

const FIRST_NAMES = [
  'Anna',
  'Emma',
  'Ida',
  'Freja',
  'Sofie',
  'Laura',
  'Mathilde',
  'Clara',
  'Karla',
  'Ella',
  'Maja',
  'Julie',
  'Sara',
  'Nanna',
  'Mette',
  'Louise',
  'Camilla',
  'Helle',
  'Lone',
  'Kirsten',
  'William',
  'Noah',
  'Oscar',
  'Lucas',
  'Victor',
  'Emil',
  'Magnus',
  'Frederik',
  'Mads',
  'Rasmus',
  'Jonas',
  'Mikkel',
  'Anders',
  'Søren',
  'Peter',
  'Jens',
  'Lars',
  'Henrik',
  'Thomas',
  'Ahmed',
  'Fatima',
  'Piotr',
  'Olena',
  'Lukas',
  'Ingrid',
  'Astrid',
  'Johan',
  'Kasper',
  'Niels',
  'Birgitte',
];
const LAST_NAMES = [
  'Nielsen',
  'Jensen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Knudsen',
  'Jakobsen',
  'Lund',
  'Holm',
  'Schmidt',
  'Eriksen',
  'Kowalski',
  'Hussein',
  'Bach',
  'Dam',
];

/** Postal-code areas of the shipped addresses, with how many seekers look there (weights). */
const AREAS: { weight: number; codes: string[] }[] = [
  { weight: 22, codes: ['1050', '1060', '1150', '1360', '2100', '2200', '2300', '2450', '2500', '2000'] },
  { weight: 10, codes: ['2791', '2770', '2300'] },
  { weight: 12, codes: ['2670', '2690', '2680', '2640'] },
  { weight: 10, codes: ['4130', '4100', '4140', '4174'] },
  { weight: 8, codes: ['4200', '4180', '4270', '4190'] },
  { weight: 18, codes: ['5000', '5200', '5210', '5220', '5230', '5240', '5260'] },
  { weight: 14, codes: ['8000', '8200', '8210', '8230', '8260'] },
];

/** mulberry32: a small deterministic generator (no package needed for demo data). */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const some = <T>(xs: readonly T[], n: number): T[] => [...xs].sort(() => next() - 0.5).slice(0, n);
  return { next, int, pick, some };
}

const dayOffset = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const ascii = (s: string) => s.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa');

type SeedSeeker = typeof seekers.$inferInsert;
type SeedPreferences = Omit<typeof seekerPreferences.$inferInsert, 'seekerId'>;

/** The generated seekers and their preferences (pure; `now` fixes the dates). */
export function demoSeekers(now: Date, count = DEMO_SEEKER_COUNT, seed = 11): { seeker: SeedSeeker; prefs: SeedPreferences }[] {
  const r = generator(seed);
  const out: { seeker: SeedSeeker; prefs: SeedPreferences }[] = [];
  const totalWeight = AREAS.reduce((s, a) => s + a.weight, 0);
  for (let i = 1; i <= count; i += 1) {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const type = r.pick(SEEKER_TYPES);
    const family = type === 'FAMILY' || type === 'COUPLE' || type === 'ROOMMATES';
    const student = r.next() < 0.3;
    let w = r.next() * totalWeight;
    const area = AREAS.find((a) => (w -= a.weight) < 0) ?? AREAS[0];
    const rooms = family ? r.int(2, 4) : r.int(1, 3);
    out.push({
      seeker: {
        externalId: `demo-${String(i).padStart(4, '0')}`,
        externalFrom: 'marketplace',
        name: `${first} ${last}`,
        email: `${ascii(first)}.${ascii(last)}${i}@example.dk`,
        level: r.next() < 0.3 ? 'PAYING' : 'REGISTERED',
        birthday:
          type === 'CORPORATION' ? null : dayOffset(now, -r.int(student ? 19 * 365 : 24 * 365, student ? 28 * 365 : 70 * 365)),
        type,
        reason: student ? 'STUDY' : r.pick(SEEKER_REASONS),
        employment: student ? 'STUDENT' : r.next() < 0.1 ? null : r.pick(SEEKER_EMPLOYMENTS),
        preferedLanguage: r.next() < 0.75 ? 'da' : r.pick(SEEKER_LANGUAGES),
        smoker: r.next() < 0.15,
        pets: r.next() < 0.25,
        rki: r.next() < 0.05,
        activeSince: new Date(now.getTime() - r.int(1, 400) * 86_400_000),
      },
      prefs: {
        rent: r.next() < 0.1 ? null : r.int(student ? 30 : 55, student ? 90 : 220) * 10_000,
        rooms: r.next() < 0.15 ? null : rooms,
        size: r.next() < 0.3 ? null : rooms * r.int(18, 35),
        rentalPeriod: r.pick([0, 0, 6, 12, 24]),
        available: r.next() < 0.2 ? null : dayOffset(now, r.int(-20, 120)),
        requirements: r.next() < 0.7 ? [] : r.some(TERM_KEYS.slice(0, 3), r.int(1, 2)),
        dwellingTypes: r.next() < 0.35 ? [] : r.some(DWELLING_TYPES, r.int(1, 3)),
        locations: r.next() < 0.08 ? [] : r.some(area.codes, r.int(1, Math.min(4, area.codes.length))),
      },
    });
  }
  return out;
}

/** The two fixed seekers: wide wishes, so they show for most listings. */
function fixedSeekers(now: Date): { seeker: SeedSeeker; prefs: SeedPreferences }[] {
  const wide: SeedPreferences = {
    rent: 2_000_000,
    rooms: 1,
    size: null,
    rentalPeriod: 0,
    available: dayOffset(now, 30),
    requirements: [],
    dwellingTypes: [],
    locations: [],
  };
  return [
    {
      seeker: {
        ...DEMO_SEEKERS.paying,
        externalFrom: 'marketplace',
        type: 'COUPLE',
        reason: 'WORK',
        employment: 'EMPLOYED',
        preferedLanguage: 'da',
        smoker: false,
        pets: true,
        rki: false,
        birthday: '1990-04-12',
      },
      prefs: wide,
    },
    {
      seeker: {
        ...DEMO_SEEKERS.registered,
        externalFrom: 'marketplace',
        type: 'MALE',
        reason: 'STUDY',
        employment: 'STUDENT',
        preferedLanguage: 'en',
        smoker: false,
        pets: false,
        rki: false,
        birthday: '2001-09-30',
      },
      prefs: wide,
    },
  ];
}

/** Inserts the demo seekers when the seekers table is empty; returns how many it inserted. */
export async function seedDemoSeekers(db: Db, now = new Date()): Promise<number> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(seekers);
  if (count > 0) return 0;
  const all = [...fixedSeekers(now), ...demoSeekers(now)];
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(seekers)
      .values(all.map((a) => a.seeker))
      .returning({ id: seekers.id });
    await tx.insert(seekerPreferences).values(all.map((a, i) => ({ ...a.prefs, seekerId: rows[i].id })));
  });
  return all.length;
}
