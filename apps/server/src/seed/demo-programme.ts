import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CodeType, LanguageId } from '@portal/contracts/codes/code-types';
import { TemplateKind } from '@portal/contracts/programme/templates';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { codeId, userIdByEmail } from './lookups.ts';

/** The demo event that gets a programme (demo-events.ts). */
export const DEMO_FORUM_NAME = 'Western Balkans Food & Agri B2B Forum';

/** Halls of the forum; the B2B area has numbered meeting tables (sessions: demo-schedules). */
export const demoForumHalls = [
  { name: 'Main Hall', capacity: 400, tableCount: 0 },
  { name: 'B2B Meeting Area', capacity: 120, tableCount: 30 },
  { name: 'Workshop Room 1', capacity: 60, tableCount: 0 },
] as const;

/** Speakers of the Serbian chamber, [first, last, title, company, photo colour]. */
export const demoForumSpeakers = [
  ['Jelena', 'Marković', 'State Secretary', 'Ministry of Agriculture, Forestry and Water Management', '#1e5631'],
  ['Marko', 'Petrović', 'Head of Export Promotion', 'Chamber of Commerce and Industry of Serbia', '#2f4f8f'],
  ['Ana', 'Kovač', 'Food Safety Consultant', 'AgriQuality Balkans', '#8f2f4f'],
  ['Luca', 'Bianchi', 'Category Buyer, Fresh Produce', 'Mercato Italia S.p.A.', '#b8860b'],
  ['Elena', 'Stojanovska', 'Chief Executive Officer', 'Vardar Soft', '#4b0082'],
] as const;

/** Partners of the Serbian chamber, in the forum's order: [name, link, colour, organiser]. */
const demoForumPartners = [
  ['Serbian Agri Export Cluster', 'www.agri-export-cluster.example', '#1e5631', true],
  ['AgroBank Balkans', 'www.agrobank-balkans.example', '#2f4f8f', false],
  ['Danube Cold Chain Logistics', 'www.danube-coldchain.example', '#008b8b', false],
  ['Balkan Food Retail Association', 'www.balkan-food-retail.example', '#b22222', false],
] as const;

/**
 * The demo's stored files under fixed names (32 hex characters, like uploads): speaker photos,
 * partner logos, the banner and the programme PDF. Their bytes are written by seed/run.ts before
 * the seed's transaction (the storage may be the database itself), their rows by the seed.
 */
const fileName = (n: number, ext: string) => `de40${String(n).padStart(28, '0')}.${ext}`;
const photoFile = (i: number) => fileName(100 + i, 'png');
const logoFile = (i: number) => fileName(200 + i, 'png');
const bannerFile = fileName(300, 'png');
const programmeFile = fileName(400, 'pdf');

const initials = (name: string) =>
  name
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('');

const svgImage = (width: number, height: number, body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .png()
    .toBuffer();

const text = (x: number, y: number, size: number, value: string, fill = '#ffffff') =>
  `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="${fill}">${value}</text>`;

/** A one-page PDF with the forum's programme in outline, written by hand (Helvetica, ASCII). */
function programmePdf(): Buffer {
  const lines = [
    'Western Balkans Food & Agri B2B Forum',
    'Programme in outline',
    '',
    'Day 1: opening plenary, panel on EU food safety standards,',
    '       B2B meetings in the B2B Meeting Area (tables 1-30), networking dinner.',
    'Day 2: workshop on export documentation, buyers panel, B2B meetings, closing.',
    '',
    'Venue: Sava Centar, Milentija Popovica 9, Belgrade.',
  ];
  const stream = `BT /F1 12 Tf 56 780 Td 16 TL ${lines.map((l) => `(${l.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface DemoFile {
  name: string;
  originalName: string;
  mimeType: string;
  data: Buffer;
  width: number | null;
  height: number | null;
}

/** The bytes of the demo programme's files (made, not downloaded). */
export async function demoProgrammeFiles(): Promise<DemoFile[]> {
  const files: DemoFile[] = [];
  const image = async (name: string, originalName: string, width: number, height: number, body: string) =>
    files.push({ name, originalName, mimeType: 'image/png', data: await svgImage(width, height, body), width, height });
  for (const [i, [first, last, , , colour]] of demoForumSpeakers.entries()) {
    await image(
      photoFile(i),
      `${first}-${last}.png`,
      240,
      240,
      `<rect width="240" height="240" fill="${colour}"/><circle cx="120" cy="95" r="48" fill="#ffffff" fill-opacity="0.85"/>` +
        `<rect x="50" y="150" width="140" height="90" rx="60" fill="#ffffff" fill-opacity="0.85"/>${text(120, 226, 34, initials(`${first} ${last}`), colour)}`,
    );
  }
  for (const [i, [name, , colour]] of demoForumPartners.entries()) {
    await image(
      logoFile(i),
      `${name}.png`,
      320,
      160,
      `<rect width="320" height="160" rx="16" fill="${colour}"/><circle cx="70" cy="80" r="42" fill="#ffffff" fill-opacity="0.9"/>${text(200, 98, 52, initials(name))}`,
    );
  }
  await image(
    bannerFile,
    'forum-banner.png',
    1200,
    300,
    '<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1e5631"/><stop offset="1" stop-color="#6b8e23"/></linearGradient></defs>' +
      '<rect width="1200" height="300" fill="url(#g)"/><circle cx="1080" cy="60" r="140" fill="#ffffff" fill-opacity="0.12"/>' +
      `${text(600, 140, 54, 'Meet EU buyers in Belgrade')}${text(600, 210, 30, 'Pre-arranged one-to-one meetings, two days')}`,
  );
  files.push({
    name: programmeFile,
    originalName: 'Forum programme.pdf',
    mimeType: 'application/pdf',
    data: programmePdf(),
    width: null,
    height: null,
  });
  return files;
}

/**
 * The Belgrade forum's venue and programme pieces: halls (one with B2B tables), the Serbian
 * chamber's speakers and partners (one organiser), a banner, the programme document and an
 * invitation template. Sessions come from demo-schedules.ts, which runs after this.
 */
export async function seedDemoProgramme(db: DbOrTx) {
  const [forum] = await db.select().from(t.events).where(eq(t.events.name, DEMO_FORUM_NAME));
  if (!forum) return;
  const rs = await codeId(db, CodeType.chamber, 'RS');
  const rsAdmin = await userIdByEmail(db, 'chamber.rs@market-access.demo');
  const files = await demoProgrammeFiles();
  const fileRows = await db
    .insert(t.files)
    .values(
      files.map((f) => ({
        name: f.name,
        originalName: f.originalName,
        mimeType: f.mimeType,
        size: f.data.length,
        width: f.width,
        height: f.height,
        // Images are shown with the programme; the document is served only to the forum's participants.
        isPublic: f.mimeType.startsWith('image/'),
        fkOwnerUserId: rsAdmin,
      })),
    )
    .returning();

  await db.insert(t.halls).values(demoForumHalls.map((h) => ({ ...h, fkEventId: forum.pkEventId })));
  await db.insert(t.speakers).values(
    demoForumSpeakers.map(([firstName, lastName, title, company], i) => ({
      fkChamberId: rs,
      firstName,
      lastName,
      title,
      company,
      photoName: photoFile(i),
      // A company name may end in its own full stop (S.p.A.): the sentence does not add a second.
      biography: `<p>${firstName} ${lastName} is ${title} at ${company.replace(/\.$/, '')}.</p>`,
      createdBy: rsAdmin,
    })),
  );
  const partners = await db
    .insert(t.partners)
    .values(
      demoForumPartners.map(([name, link], i) => ({
        fkChamberId: rs,
        name,
        link,
        logoName: logoFile(i),
        description: `<p>${name} supports the forum.</p>`,
        createdBy: rsAdmin,
      })),
    )
    .returning();
  await db.insert(t.eventPartners).values(
    partners.map((p, i) => ({
      fkEventId: forum.pkEventId,
      fkPartnerId: p.pkPartnerId,
      sortOrder: i + 1,
      isOrganizer: demoForumPartners[i][3],
    })),
  );
  await db.insert(t.eventBanners).values({
    fkEventId: forum.pkEventId,
    imageName: bannerFile,
    title: 'Meet EU buyers in Belgrade',
    link: 'www.agri-export-cluster.example/forum',
    sortOrder: 1,
  });
  const programme = fileRows.find((f) => f.name === programmeFile);
  if (programme)
    await db.insert(t.eventDocuments).values({
      fkEventId: forum.pkEventId,
      fkFileId: programme.pkFileId,
      name: 'Forum programme',
      description: 'The two days in outline: sessions, B2B meetings and the venue.',
      uploadedBy: rsAdmin,
    });
  await db.insert(t.templates).values({
    fkChamberId: rs,
    name: 'Forum invitation (English)',
    kind: TemplateKind.invitationMail,
    fkLanguageId: LanguageId.english,
    subject: 'Invitation: Western Balkans Food & Agri B2B Forum, Belgrade',
    body:
      '<p>Dear colleagues,</p><p>The Chamber of Commerce and Industry of Serbia invites you to the <strong>Western Balkans Food &amp; Agri B2B Forum</strong> at Sava Centar, Belgrade.</p>' +
      '<ul><li>Panels on EU food safety standards and export markets</li><li>Pre-arranged one-to-one meetings with buyers</li></ul>' +
      '<p>Register on the portal to book your meetings.</p><p>Kind regards,<br>Chamber of Commerce and Industry of Serbia</p>',
    createdBy: rsAdmin,
  });
}
