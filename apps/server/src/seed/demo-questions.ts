import { and, eq } from 'drizzle-orm';
import { CodeType, LanguageId } from '@portal/contracts/codes/code-types';
import { RoleId } from '@portal/contracts/common/access';
import { QuestionType, type QuestionTypeValue } from '@portal/contracts/questions/questions';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { codeId } from './lookups.ts';

type Texts = [eng: string, sr: string];

/**
 * A few questions in the Serbian chamber's bank, the kind organisers ask after a forum, so the
 * follow-up screens are not empty. Surveys are built on events by the organisers (no demo survey).
 */
const demoQuestions: { type: QuestionTypeValue; isRequired: boolean; title: Texts; options?: Texts[] }[] = [
  { type: QuestionType.rating, isRequired: true, title: ['How would you rate the event overall?', 'Kako biste ocenili događaj u celini?'] },
  {
    type: QuestionType.single,
    isRequired: true,
    title: ['How did you hear about the event?', 'Kako ste saznali za događaj?'],
    options: [
      ['Chamber newsletter or mail', 'Bilten ili pošta komore'],
      ['A business partner', 'Poslovni partner'],
      ['Social media', 'Društvene mreže'],
      ['Other', 'Drugo'],
    ],
  },
  {
    type: QuestionType.multiple,
    isRequired: false,
    title: ['Which parts of the programme were most useful?', 'Koji delovi programa su bili najkorisniji?'],
    options: [
      ['One-to-one B2B meetings', 'B2B sastanci jedan na jedan'],
      ['Panel discussions', 'Panel diskusije'],
      ['Networking breaks', 'Umrežavanje u pauzama'],
      ['Site visits', 'Posete kompanijama'],
    ],
  },
  {
    type: QuestionType.rating,
    isRequired: false,
    title: ['How well did the B2B matchmaking work for you?', 'Koliko vam je odgovaralo B2B povezivanje?'],
  },
  { type: QuestionType.text, isRequired: false, title: ['What should we improve next time?', 'Šta bi trebalo da poboljšamo sledeći put?'] },
];

const titles = ([eng, sr]: Texts) => [
  { fkLanguageId: LanguageId.english, title: eng },
  { fkLanguageId: LanguageId.serbian, title: sr },
];

export async function seedDemoQuestions(db: DbOrTx) {
  const rs = await codeId(db, CodeType.chamber, 'RS');
  const [admin] = await db
    .select({ id: t.users.pkUserId })
    .from(t.users)
    .where(and(eq(t.users.fkRoleId, RoleId.chamberAdmin), eq(t.users.fkChamberId, rs)));
  for (const q of demoQuestions) {
    const [row] = await db
      .insert(t.questions)
      .values({ fkChamberId: rs, type: q.type, isRequired: q.isRequired, createdBy: admin?.id ?? null })
      .returning({ id: t.questions.pkQuestionId });
    await db.insert(t.questionTitles).values(titles(q.title).map((x) => ({ ...x, fkQuestionId: row.id })));
    for (const [position, option] of (q.options ?? []).entries()) {
      const [o] = await db
        .insert(t.questionOptions)
        .values({ fkQuestionId: row.id, position })
        .returning({ id: t.questionOptions.pkQuestionOptionId });
      await db.insert(t.questionOptionTitles).values(titles(option).map((x) => ({ ...x, fkQuestionOptionId: o.id })));
    }
  }
}
