/**
 * The mails of moderation and of the listing lifecycle jobs (doc 2 §1, §4), all in Danish, sent
 * through deps.mailer with a `kind` (readable in the dev outbox). A failing transport is logged,
 * never thrown: the state change it reports has already been committed.
 */
import type { Deps } from '../../platform/deps';
import type { DwellingRow } from '../dwellings/dwellings.content';
import type { OwnerRow } from '../dwellings/dwellings.repository';

/** Every mail kind this module sends. */
export const MODERATION_MAIL_KINDS = [
  'dwelling-approved',
  'dwelling-rejected',
  'dwelling-housing',
  'dwelling-follow-up',
  'dwelling-expired',
  'dwelling-ownership-requested',
] as const;
export type ModerationMailKind = (typeof MODERATION_MAIL_KINDS)[number];

const SUBJECTS = {
  'dwelling-approved': 'Din annonce er godkendt',
  'dwelling-rejected': 'Din annonce er blevet afvist',
  'dwelling-housing': 'Din boligannonce hos Udlejning',
  'dwelling-follow-up': 'Er din bolig stadig ledig?',
  'dwelling-expired': 'Din annonce er udløbet',
  'dwelling-ownership-requested': 'Vi mangler dokumentation for ejerskab',
} satisfies Record<ModerationMailKind, string>;

function bodyLines(kind: ModerationMailKind, title: string): string[] {
  switch (kind) {
    case 'dwelling-approved':
      return [`Din annonce "${title}" er godkendt og er nu aktiv.`];
    case 'dwelling-rejected':
      return [`Din annonce "${title}" er blevet afvist.`];
    case 'dwelling-housing':
      return [
        `Tak for din annonce "${title}".`,
        'Her kan du til enhver tid se status, deaktivere eller forlænge annoncen:',
      ];
    case 'dwelling-follow-up':
      return [`Er "${title}" stadig ledig? Hvis ja, kan du forlænge annoncen med 90 dage her:`];
    case 'dwelling-expired':
      return [
        `Din annonce "${title}" er udløbet og er nu deaktiveret.`,
        'Er boligen stadig ledig, kan du aktivere og forlænge den her:',
      ];
    case 'dwelling-ownership-requested':
      return [
        `Før vi kan godkende din annonce "${title}", skal vi se dokumentation for, at du ejer eller må udleje boligen.`,
        'Svar på denne mail med f.eks. et skøde, en lejekontrakt med tilladelse til fremleje eller en fuldmagt.',
      ];
  }
}

/** A dwelling's title in mails: headline, else address. */
export function dwellingTitle(row: DwellingRow): string {
  return row.headline ?? (row.location as { address?: string }).address ?? '';
}

/**
 * Sends one moderation mail to the owner about `row`, with `reason` (if any) and a link to the
 * dwelling's preview. Returns true when the transport accepted it.
 */
export async function sendDwellingMail(
  deps: Deps,
  kind: ModerationMailKind,
  row: DwellingRow,
  owner: OwnerRow,
  reason: string | null = null,
): Promise<boolean> {
  const link = `${deps.publicUrl}/dwellings/${row.uuid}/${kind === 'dwelling-approved' || kind === 'dwelling-rejected' ? 'preview' : 'status'}`;
  try {
    await deps.mailer.send({
      to: owner.email,
      kind,
      subject: SUBJECTS[kind],
      text: [
        `Hej ${owner.firstname},`,
        '',
        ...bodyLines(kind, dwellingTitle(row)),
        ...(reason ? ['', `Begrundelse: ${reason}`] : []),
        '',
        link,
        '',
        'Venlig hilsen',
        'Udlejning',
      ].join('\n'),
      meta: { dwelling: row.uuid },
    });
    return true;
  } catch (err) {
    deps.log.error({ err, dwelling: row.uuid, kind }, 'dwelling mail failed');
    return false;
  }
}
