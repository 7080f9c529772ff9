import { eq, inArray } from 'drizzle-orm';
import { conversationPath } from '@portal/contracts/common/portal-links';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { companyReceivers, startConversation, writeMessage } from '../modules/messages/message-delivery.ts';

const rs = 'company.rs@market-access.demo';
const me = 'company.me@market-access.demo';
const mk = 'company.mk@market-access.demo';
const chamberRs = 'chamber.rs@market-access.demo';

/** [sender, text] of a thread, in order. */
type Thread = {
  title: string;
  kind: 'direct' | 'company';
  from: string;
  to: string[];
  toCompanyOf?: string;
  lines: [string, string][];
  read: boolean;
};

/**
 * A few conversations for company.rs@ (Milica Petrović) so the message centre can be tried by hand:
 * a Montenegrin company writing to her company (answered), the chamber writing to her, and one
 * message from North Macedonia still unread.
 */
const threads: Thread[] = [
  {
    title: 'Frozen fish for Belgrade restaurants',
    kind: 'company',
    from: me,
    to: [],
    toCompanyOf: rs,
    lines: [
      [me, '<p>Hello, we supply frozen Adriatic fish and are looking for a distributor in Belgrade. Would you be interested?</p>'],
      [rs, '<p>Thank you, Marko. We mostly work with fruit, but let us talk at the forum in December.</p>'],
    ],
    read: true,
  },
  {
    title: 'Your stand at the Food & Agri Forum',
    kind: 'direct',
    from: chamberRs,
    to: [rs],
    lines: [[chamberRs, '<p>Dear Milica, your stand is confirmed: B12, next to the B2B Meeting Area.</p>']],
    read: true,
  },
  {
    title: 'Apple juice concentrate for Skopje',
    kind: 'direct',
    from: mk,
    to: [rs],
    lines: [[mk, '<p>Could you send us a price list for apple juice concentrate, 70 Brix, delivered to Skopje?</p>']],
    read: false,
  },
];

/** Demo conversations (runs after the demo users exist); notifications are not written for them. */
export async function seedDemoMessages(db: DbOrTx) {
  const users = await db
    .select({
      id: t.users.pkUserId,
      email: t.users.email,
      first: t.users.firstName,
      last: t.users.lastName,
      companyId: t.users.fkCompanyId,
    })
    .from(t.users)
    .where(inArray(t.users.email, [rs, me, mk, chamberRs]));
  const byEmail = new Map(users.map((u) => [u.email, u]));
  if (byEmail.size < 4) return;
  for (const th of threads) {
    const from = byEmail.get(th.from)!;
    const companyId = th.toCompanyOf ? byEmail.get(th.toCompanyOf)!.companyId : null;
    const members = companyId ? await companyReceivers(db, companyId) : th.to.map((e) => byEmail.get(e)!.id);
    const id = await startConversation(db, { title: th.title, kind: th.kind, creatorId: from.id, companyId, memberIds: members });
    for (const [sender, content] of th.lines) {
      const u = byEmail.get(sender)!;
      await writeMessage(db, id, { userId: u.id, name: `${u.first} ${u.last}` }, th.title, content);
    }
    // The demo's history is not news: no notifications, and read where the thread says so.
    await db.delete(t.notifications).where(eq(t.notifications.link, conversationPath(id)));
    if (th.read)
      await db
        .update(t.messageReceipts)
        .set({ isRead: true, readAt: new Date() })
        .where(
          inArray(
            t.messageReceipts.fkMessageId,
            db.select({ id: t.messages.pkMessageId }).from(t.messages).where(eq(t.messages.fkConversationId, id)),
          ),
        );
  }
}
