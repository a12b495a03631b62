/** Labels of the statistics page (doc 1 §2 Statistics, §8). Danish (the default language): the shape every other language must match. */
import type { StatisticsPeriodName } from '../../statistics/statistics';

export const statistics = {
  title: 'Statistik',
  tableLabel: 'Statistik pr. bolig',
  empty: 'Ingen boliger med statistik',
  loadFailed: 'Statistikken kunne ikke hentes',
  period: 'Periode',
  periods: { all: 'Hele perioden', '7d': 'Seneste 7 dage', '30d': 'Seneste 30 dage', '90d': 'Seneste 90 dage' } satisfies Record<
    StatisticsPeriodName,
    string
  >,
  landlordId: 'Udlejer',
  landlordIdHelp: 'Navn, e-mail, bruger-id eller UUID. Tomt: dine egne boliger',
  columns: {
    address: 'Adresse',
    messages: 'Beskeder sendt',
    uniqueClicks: 'Unikke klik',
    totalClicks: 'Klik i alt',
    success: 'Kontakt lykkedes',
    forbidden: 'Kontakt afvist',
    facebook: 'Delt på Facebook',
    listed: 'Annonceret som',
  },
  noAddress: 'Uden adresse',
  rowState: { green: 'Godkendt og aktiv', red: 'Afvist', inactive: 'Inaktiv' },
  openChart: 'Vis graf for {{address}}',
  chart: {
    title: 'Statistik for {{address}}',
    label: 'Klik, kontakter og beskeder pr. dag',
    day: 'Dag',
    clicks: 'Klik',
    contacts: 'Kontakter',
    messages: 'Beskeder',
    loadFailed: 'Grafen kunne ikke hentes',
    totals: 'I alt – klik: {{clicks}}, kontakter: {{contacts}}, beskeder: {{messages}}',
    close: 'Luk',
  },
  tier: {
    paid_one:
      'Som {{tier}} kostede annoncen {{paid}} og gav {{count}} kontakt: {{perContact}} pr. kontakt ({{perKrone}} kontakter pr. krone).',
    paid_other:
      'Som {{tier}} kostede annoncen {{paid}} og gav {{count}} kontakter: {{perContact}} pr. kontakt ({{perKrone}} kontakter pr. krone).',
    paidNoContacts: 'Som {{tier}} kostede annoncen {{paid}} og har endnu ikke givet kontakter.',
    free_one: 'Som {{tier}} er annoncen gratis og gav {{count}} kontakt.',
    free_other: 'Som {{tier}} er annoncen gratis og gav {{count}} kontakter.',
    standard_one: 'Din anden Standard-annonce fik {{average}} kontakter i samme periode.',
    standard_other: 'Dine {{count}} andre Standard-annoncer fik i gennemsnit {{average}} kontakter i samme periode.',
    noStandard: 'Du har ingen andre Standard-annoncer at sammenligne med.',
  },
  funnel: {
    title: 'Fra visning til udlejning',
    intro:
      'Fra unikke besøgende til udlejet bolig i perioden. Henvendelser er nye samtaler med boligsøgende, også dem en booking af en fremvisning starter. Betalt og pr. 100 kr. gælder Plus- og Premium-annoncer.',
    loadFailed: 'Tragten kunne ikke hentes',
    empty: 'Ingen boliger i tragten endnu',
    steps: {
      visitors: 'Unikke besøgende',
      contacts: 'Henvendelser',
      viewingsBooked: 'Fremvisninger booket',
      viewingsHeld: 'Fremvisninger holdt',
      lets: 'Udlejet',
    },
    chartLabel: 'Tragten fra besøgende til udlejning (søjlediagram)',
    tableLabel: 'Tragten i tal',
    step: 'Trin',
    count: 'Antal',
    daysToLet: 'Gennemsnitligt {{days}} dage fra godkendelse til udlejning.',
    listingsLabel: 'Tragten pr. bolig',
    columns: {
      address: 'Adresse',
      daysToLet: 'Dage til udlejning',
      paid: 'Betalt',
      contactsPer100Kr: 'Henvendelser pr. 100 kr.',
      viewingsPer100Kr: 'Fremvisninger pr. 100 kr.',
    },
    monthsChartLabel: 'Tragten pr. måned (linjediagram)',
    monthsTableLabel: 'Tragten pr. måned',
    month: 'Måned',
    total: 'I alt',
  },
};
