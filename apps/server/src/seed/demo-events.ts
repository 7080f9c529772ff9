import { CodeType } from '@portal/contracts/codes/code-types';
import { EventPlaceType } from '@portal/contracts/events/events';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { codeId, userIdByEmail } from './lookups.ts';

/** A day relative to the seeding moment, at an hour UTC, so that the demo stays current. */
function day(offset: number, hour: number): Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
}

/**
 * Demo events of the Serbian chamber (an announced public forum with registration open, a
 * virtual draft, a finished one) and an invitation-only event of the Montenegrin chamber that
 * lets invited companies skip registration. Returns the event ids by a stable key, for the
 * invitation demo data.
 */
export async function seedDemoEvents(db: DbOrTx) {
  const [rs, me] = [await codeId(db, CodeType.chamber, 'RS'), await codeId(db, CodeType.chamber, 'ME')];
  const [rsAdmin, meAdmin] = [
    await userIdByEmail(db, 'chamber.rs@market-access.demo'),
    await userIdByEmail(db, 'chamber.me@market-access.demo'),
  ];
  const rows = {
    foodForum: {
      name: 'Western Balkans Food & Agri B2B Forum',
      description:
        '<p>Producers, processors and buyers of fruit, vegetables and processed food from the six economies meet retail chains and importers from the EU.</p><ul><li>Panels on food safety standards and export markets</li><li>Pre-arranged one-to-one meetings</li></ul>',
      fkChamberId: rs,
      startDate: day(30, 8),
      endDate: day(31, 16),
      registrationStartTime: day(-7, 8),
      registrationEndTime: day(28, 22),
      fkEventPlaceTypeId: EventPlaceType.physical,
      eventPlace: 'Belgrade',
      venue: 'Sava Centar, Milentija Popovića 9',
      lat: 44.8082,
      lon: 20.4311,
      fkEventTopicId: await codeId(db, CodeType.eventTopic, '4'),
      isPublic: true,
      isAnnounced: true,
      fkPredefinedThemeId: 1,
      createdBy: rsAdmin,
    },
    digitalSummit: {
      name: 'Digital Transformation Summit',
      description: '<p>How small manufacturers adopt ERP, e-commerce and data tools: case studies from the region.</p>',
      fkChamberId: rs,
      startDate: day(45, 9),
      endDate: day(45, 15),
      fkEventPlaceTypeId: EventPlaceType.virtual,
      onlineLink: 'https://meet.market-access.demo/digital-summit',
      fkEventTopicId: await codeId(db, CodeType.eventTopic, '7'),
      isPublic: true,
      isAnnounced: false,
      fkPredefinedThemeId: 6,
      createdBy: rsAdmin,
    },
    logisticsDays: {
      name: 'Regional Logistics Days',
      description: '<p>Forwarders, warehouses and carriers of the region on faster border crossings and cold-chain transport.</p>',
      fkChamberId: rs,
      startDate: day(-30, 8),
      endDate: day(-29, 16),
      fkEventPlaceTypeId: EventPlaceType.hybrid,
      eventPlace: 'Novi Sad',
      venue: 'Novi Sad Fair, Hajduk Veljkova 11',
      onlineLink: 'https://meet.market-access.demo/logistics-days',
      fkEventTopicId: await codeId(db, CodeType.eventTopic, '1'),
      isPublic: true,
      isAnnounced: true,
      fkPredefinedThemeId: 2,
      createdBy: rsAdmin,
    },
    tourismMeeting: {
      name: 'Adriatic Tourism Investment Meeting',
      description: '<p>Investors meet hotel and marina projects of the Montenegrin coast. By invitation.</p>',
      fkChamberId: me,
      startDate: day(21, 9),
      endDate: day(22, 14),
      fkEventPlaceTypeId: EventPlaceType.physical,
      eventPlace: 'Budva',
      venue: 'Hotel Splendid, Bečići',
      lat: 42.2811,
      lon: 18.8714,
      fkEventTopicId: await codeId(db, CodeType.eventTopic, '6'),
      isPublic: false,
      isAnnounced: true,
      allowSkipRegistration: true,
      fkPredefinedThemeId: 3,
      createdBy: meAdmin,
    },
  } satisfies Record<string, typeof t.events.$inferInsert>;
  const ids: Record<keyof typeof rows, number> = { foodForum: 0, digitalSummit: 0, logisticsDays: 0, tourismMeeting: 0 };
  for (const key of Object.keys(rows) as (keyof typeof rows)[]) {
    const [event] = await db.insert(t.events).values(rows[key]).returning({ id: t.events.pkEventId });
    ids[key] = event.id;
  }
  // The Montenegrin chamber helps run the forum.
  await db.insert(t.eventChambers).values({ fkEventId: ids.foodForum, fkChamberId: me });
  return ids;
}
