/**
 * The messages domain in Danish (doc 1 §2 Messages list, §3 Thread, §4): the thread list, the thread
 * view and the side menu's unread badge. Namespace `chat` (the `messages` namespace holds the server's
 * message texts).
 */
import type { MessageFrom, ThreadStatus } from '../../messages/enums';
import type { RecipientClient } from '../../messages/thread';

export const chat = {
  title: 'Beskeder',
  threadTitle: 'Samtale med {{name}}',
  columns: {
    status: 'Status',
    address: 'Adresse',
    seeker: 'Boligsøger',
    latestMessage: 'Seneste besked',
    createdAt: 'Oprettet',
    updatedAt: 'Opdateret',
  },
  status: { CLOSED: 'LUKKET', NEW_MESSAGE: 'NY BESKED', OPEN: 'ÅBEN' } satisfies Record<ThreadStatus, string>,
  unread: 'Ulæst',
  unreadCount_one: '{{count}} ulæst samtale',
  unreadCount_other: '{{count}} ulæste samtaler',
  empty: 'Ingen beskeder',
  loadFailed: 'Beskederne kunne ikke hentes',
  openThread: 'Åbn samtalen med {{name}}',
  dwellingLink: 'Se boligen',
  previewLink: 'Se visningen',
  noAddress: 'Uden adresse',
  lookup: {
    title: 'Find samtaler',
    option: 'Søg på',
    User: 'Bruger-id',
    Dwelling: 'Bolig-id',
    id: 'Id',
    search: 'Søg',
    showAll: 'Vis alle',
    results: 'Samtaler for {{option}} {{id}}',
  },
  from: { SEEKER: 'Boligsøger', LANDLORD: 'Udlejer', ADMIN: 'Udlejning' } satisfies Record<MessageFrom, string>,
  client: { marketplace: 'Markedspladsen', email: 'E-mail', udlejning: 'Udlejning' } satisfies Record<RecipientClient, string>,
  thread: {
    back: 'Tilbage til beskeder',
    messages: 'Beskeder',
    noMessages: 'Ingen beskeder endnu',
    recipients: 'Modtagere',
    agentUnique: 'Annonce-id',
    dwelling: 'Bolig',
    reply: 'Dit svar',
    send: 'Send svar',
    sent: 'Dit svar er sendt',
    sendFailed: 'Svaret blev ikke sendt',
    close: 'Luk samtalen',
    open: 'Genåbn samtalen',
    closed: 'Samtalen er lukket. Genåbn den for at svare.',
    actionFailed: 'Der skete en fejl. Prøv igen.',
    loadFailed: 'Samtalen kunne ikke hentes',
    notFound: 'Samtalen findes ikke',
    adminNoReply: 'Som administrator svarer du ikke i samtalen, men kan sende en besked ved at angive boligen.',
    adminSend: 'Send besked som administrator',
    adminSent: 'Beskeden er sendt',
    seekerProfile: 'Vis boligsøgerens profil',
    updated: 'Opdateres automatisk',
  },
};
