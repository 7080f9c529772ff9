import { CodeType } from '@portal/contracts/codes/code-types';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/all.ts';
import { codeId } from './lookups.ts';

/** A demo product (HS code) or service (NACE code and NICE class); offers run from 10 days ago for `days`. */
interface DemoItem {
  kind: 'product' | 'service';
  code: string;
  nice?: string;
  name: string;
  description: string;
  keywords: string[];
  offer?: { side: 'supply' | 'demand'; days: number };
}

/** Products and services of the demo companies, so that catalogues, supply and demand have real content. */
const demoCatalogue: Record<string, DemoItem[]> = {
  'Dunav Foods d.o.o.': [
    {
      kind: 'product',
      code: '080810',
      name: 'Idared apples, class I',
      description: 'Fresh Idared apples from our Vojvodina orchards, calibre 70+, packed in 13 kg cartons.',
      keywords: ['apples', 'fresh fruit', 'Idared'],
      offer: { side: 'supply', days: 90 },
    },
    {
      kind: 'product',
      code: '081120',
      name: 'Frozen raspberries Willamette',
      description: 'IQF raspberries, whole and crumble, in 10 kg boxes.',
      keywords: ['raspberries', 'frozen fruit', 'IQF'],
      offer: { side: 'supply', days: 120 },
    },
    {
      kind: 'product',
      code: '200799',
      name: 'Sour cherry jam',
      description: 'Extra jam with 60% fruit, glass jars of 370 g, private label on request.',
      keywords: ['jam', 'sour cherry', 'private label'],
    },
    {
      kind: 'product',
      code: '200599',
      // Named in Serbian (Latin), as a producer lists it at home: the search finds it typed in Cyrillic.
      name: 'Ajvar od pečenih paprika',
      description: 'Roasted red pepper relish from Leskovac peppers, in glass jars of 290 g and 550 g.',
      keywords: ['ajvar', 'paprika', 'relish'],
    },
    {
      kind: 'product',
      code: '847989',
      name: 'Optical fruit sorting line',
      description: 'We are looking for a sorting line for 8 t/h of apples, installation in spring.',
      keywords: ['sorting line', 'fruit processing machinery'],
      offer: { side: 'demand', days: 60 },
    },
    {
      kind: 'service',
      code: '10.39',
      nice: '40',
      name: 'Contract fruit processing and private-label packing',
      description: 'Jams, purées and frozen fruit made from your raw material or ours, packed under your brand.',
      keywords: ['contract manufacturing', 'private label', 'fruit processing'],
    },
  ],
  'Adriatic Logistics': [
    {
      kind: 'service',
      code: '52.10',
      nice: '39',
      name: 'Refrigerated warehousing in Bar',
      description: '4,000 pallet places at 0-4 °C and -18 °C next to the port of Bar.',
      keywords: ['cold storage', 'warehousing', 'port of Bar'],
      offer: { side: 'supply', days: 180 },
    },
    {
      kind: 'service',
      code: '49.41',
      nice: '39',
      name: 'Road freight Montenegro – Serbia – EU',
      description: 'Full and part loads with our own fleet of 40 reefer trucks.',
      keywords: ['road freight', 'reefer', 'FTL', 'LTL'],
      offer: { side: 'supply', days: 180 },
    },
    {
      kind: 'product',
      code: '080810',
      name: 'Apples for regional distribution',
      description: 'We buy 200 t of apples a season for retail customers on the coast.',
      keywords: ['apples', 'fresh fruit'],
      offer: { side: 'demand', days: 75 },
    },
  ],
  'Vardar Soft': [
    {
      kind: 'service',
      code: '62.01',
      nice: '42',
      name: 'ERP for food processors',
      description: 'Production planning, traceability and HACCP records for small and medium processors.',
      keywords: ['ERP', 'traceability', 'food industry'],
      offer: { side: 'supply', days: 150 },
    },
    {
      kind: 'service',
      code: '62.02',
      nice: '42',
      name: 'IT consulting and cloud migration',
      description: 'Assessment, migration and support by certified engineers.',
      keywords: ['cloud', 'consulting'],
    },
  ],
  'Tirana Textiles sh.p.k.': [
    {
      kind: 'product',
      code: '610910',
      name: 'Cotton T-shirts, private label',
      description: '100% combed cotton, 160-220 g/m², minimum order 2,000 pieces.',
      keywords: ['t-shirts', 'cotton', 'private label'],
      offer: { side: 'supply', days: 120 },
    },
  ],
  'Nordic Machines GmbH': [
    {
      kind: 'product',
      code: '847989',
      name: 'Fruit processing machinery',
      description: 'Washing, sorting and pitting lines, installed and serviced in the region.',
      keywords: ['machinery', 'fruit processing', 'sorting line'],
    },
  ],
};

const isoDay = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function seedDemoCatalogue(db: DbOrTx, companyIdByName: Map<string, number>) {
  for (const [companyName, items] of Object.entries(demoCatalogue)) {
    const fkCompanyId = companyIdByName.get(companyName);
    if (!fkCompanyId) throw new Error(`Demo catalogue: no company ${companyName}`);
    for (const [i, item] of items.entries()) {
      await db.insert(t.catalogueItems).values({
        kind: item.kind,
        fkCompanyId,
        fkClassificationId: await codeId(db, item.kind === 'product' ? CodeType.productClass : CodeType.activityClass, item.code),
        fkServiceCategoryId: item.nice ? await codeId(db, CodeType.serviceCategory, item.nice) : null,
        name: item.name,
        description: item.description,
        keywords: item.keywords,
        isSupply: item.offer?.side === 'supply',
        isDemand: item.offer?.side === 'demand',
        validFrom: item.offer ? isoDay(-10) : null,
        validTo: item.offer ? isoDay(item.offer.days) : null,
        // Spread over the last days, so that "latest added" has an order.
        createdAt: new Date(Date.now() - (items.length - i) * 3600_000),
      });
    }
  }
}
