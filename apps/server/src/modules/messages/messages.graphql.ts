/**
 * GraphQL of the messages domain (doc 1 §7): mutation sendMessage(input: {text, userId, agentUnique,
 * seekerName, seekerEmail, seekerId, thread}) → Thread (the updated thread; the spec leaves the reply
 * open). A landlord replies in `thread`; an admin sends by giving a dwelling id (agentUnique).
 */
import { sendMessageArgsSchema, type ThreadView } from '@udlejning/shared/messages/thread';
import { builder } from '../../platform/graphql/builder';
import { DwellingStatusEnum } from '../../platform/graphql/enums';
import { sendMessage } from './messages.service';

const ThreadSeeker = builder.objectRef<ThreadView['seeker']>('ThreadSeeker').implement({
  fields: (t) => ({ externalId: t.exposeString('externalId'), email: t.exposeString('email'), name: t.exposeString('name') }),
});
const ThreadLatestMessage = builder.objectRef<NonNullable<ThreadView['latestMessage']>>('ThreadLatestMessage').implement({
  fields: (t) => ({ text: t.exposeString('text'), externalFrom: t.exposeString('externalFrom') }),
});
const ThreadDwelling = builder.objectRef<ThreadView['dwelling']>('ThreadDwelling').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    status: t.expose('status', { type: DwellingStatusEnum }),
    active: t.exposeBoolean('active'),
    address: t.exposeString('address', { nullable: true }),
    zip: t.exposeString('zip', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
  }),
});
const Thread = builder.objectRef<ThreadView>('Thread').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    closed: t.exposeBoolean('closed'),
    unread: t.exposeBoolean('unread'),
    seeker: t.field({ type: ThreadSeeker, resolve: (p) => p.seeker }),
    latestMessage: t.field({ type: ThreadLatestMessage, nullable: true, resolve: (p) => p.latestMessage }),
    dwelling: t.field({ type: ThreadDwelling, resolve: (p) => p.dwelling }),
  }),
});

const SendMessageInput = builder.inputType('SendMessageInput', {
  fields: (t) => ({
    text: t.string({ required: true }),
    userId: t.id(),
    agentUnique: t.string(),
    seekerName: t.string(),
    seekerEmail: t.string(),
    seekerId: t.string(),
    thread: t.id(),
  }),
});

builder.mutationField('sendMessage', (t) =>
  t.withAuth({ user: true }).field({
    type: Thread,
    args: t.validate({ input: t.arg({ type: SendMessageInput, required: true }) }, sendMessageArgsSchema),
    resolve: (_root, args, ctx) => sendMessage(ctx.deps, ctx.actor, args.input),
  }),
);
