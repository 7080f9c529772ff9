import { ModuleId, type ModuleIdValue } from '@portal/contracts/common/access';

/**
 * The building blocks of the demo member directory (demo-directory.ts): trades with their real
 * NACE classes, the HS codes of their products and the NACE class and NICE class of their
 * services, and for each WB6 economy its cities, the names companies take there and their legal
 * form. Every code here exists in ../shared/data/classifications (demo-directory.test.ts checks).
 */

export interface TradeProduct {
  hs: string;
  name: string;
  keywords: string[];
  description: string;
}

export interface TradeService {
  nace: string;
  nice: string;
  name: string;
  keywords: string[];
  description: string;
}

export interface Trade {
  /** The word in company names: "Morava Foods d.o.o.". */
  word: string;
  /** Company type codes (1 production, 2 service, 3 trade). */
  types: string[];
  sectors: string[];
  modules: ModuleIdValue[];
  profile: string;
  products: TradeProduct[];
  services: TradeService[];
}

const market = [ModuleId.b2b, ModuleId.supplyAndDemand];
const chain = [ModuleId.b2b, ModuleId.supplyChain, ModuleId.supplyAndDemand];
const all = [ModuleId.b2b, ModuleId.eventManagement, ModuleId.supplyChain, ModuleId.supplyAndDemand];

const product = (hs: string, name: string, keywords: string[], description: string): TradeProduct => ({ hs, name, keywords, description });
const service = (nace: string, nice: string, name: string, keywords: string[], description: string): TradeService => ({
  nace,
  nice,
  name,
  keywords,
  description,
});

export const trades: Trade[] = [
  {
    word: 'Fruit',
    types: ['1'],
    sectors: ['10.39', '01.24'],
    modules: all,
    profile: 'Grower and processor of fruit from its own orchards and contracted farms, exporting frozen and dried fruit.',
    products: [
      product(
        '081120',
        'Frozen raspberries',
        ['raspberries', 'frozen fruit', 'IQF'],
        'IQF raspberries, whole and crumble, in 10 kg cartons.',
      ),
      product(
        '081010',
        'Fresh strawberries',
        ['strawberries', 'fresh fruit'],
        'Strawberries picked and cooled the same day, in 500 g punnets.',
      ),
      product('081320', 'Dried plums', ['prunes', 'dried fruit', 'plums'], 'Pitted dried plums of the Stanley variety, 5 kg bags.'),
      product('200799', 'Plum jam', ['jam', 'plums', 'spread'], 'Jam with 55% fruit in 370 g glass jars, private label on request.'),
    ],
    services: [
      service(
        '10.39',
        '40',
        'Contract freezing of fruit',
        ['freezing', 'cold store', 'IQF'],
        'IQF freezing and storage of your fruit at -22 °C.',
      ),
    ],
  },
  {
    word: 'Dairy',
    types: ['1'],
    sectors: ['10.51'],
    modules: chain,
    profile: 'Dairy collecting milk from family farms of the region and making cheese, yoghurt and kajmak.',
    products: [
      product('040690', 'Aged mountain cheese', ['cheese', 'hard cheese', 'dairy'], 'Cheese matured for six months, wheels of 8 kg.'),
      product(
        '040610',
        'Fresh white cheese',
        ['white cheese', 'fresh cheese', 'dairy'],
        'Brined white cheese of cow and sheep milk, 1 kg tins.',
      ),
      product(
        '040390',
        'Kefir and drinking yoghurt',
        ['yoghurt', 'kefir', 'fermented milk'],
        'Fermented milk drinks in 1 l bottles, 21 days shelf life.',
      ),
    ],
    services: [],
  },
  {
    word: 'Vino',
    types: ['1'],
    sectors: ['11.02'],
    modules: market,
    profile: 'Family winery with its own vineyards, making still wines from local and international varieties.',
    products: [
      product('220421', 'Red wine Vranac', ['wine', 'red wine', 'Vranac'], 'Dry red wine aged in oak, 0.75 l bottles, cases of 6.'),
      product('220421', 'White wine Žilavka', ['wine', 'white wine', 'Žilavka'], 'Dry white wine from hillside vineyards, 0.75 l bottles.'),
    ],
    services: [
      service(
        '79.12',
        '39',
        'Wine tasting tours',
        ['wine tourism', 'tasting', 'tours'],
        'Guided vineyard visits with a tasting of six wines for groups.',
      ),
    ],
  },
  {
    word: 'Honey',
    types: ['1', '3'],
    sectors: ['01.49'],
    modules: market,
    profile: 'Beekeepers’ cooperative bottling acacia, linden and meadow honey from migratory apiaries.',
    products: [
      product('040900', 'Acacia honey', ['honey', 'acacia', 'bee products'], 'Acacia honey in 450 g jars and 25 kg buckets.'),
      product('040900', 'Meadow honey', ['honey', 'meadow', 'organic'], 'Organic multifloral honey from mountain meadows.'),
    ],
    services: [],
  },
  {
    word: 'Meat',
    types: ['1'],
    sectors: ['10.13'],
    modules: chain,
    profile: 'Meat processor with an EU-approved plant making dry-cured and smoked meat products.',
    products: [
      product('160100', 'Smoked sausages', ['sausages', 'smoked', 'meat products'], 'Beechwood-smoked pork sausages, vacuum packed.'),
      product('021019', 'Dry-cured ham', ['ham', 'prosciutto', 'dry-cured'], 'Ham dried for twelve months in mountain air.'),
    ],
    services: [],
  },
  {
    word: 'Wood',
    types: ['1'],
    sectors: ['16.23', '31.09'],
    modules: chain,
    profile: 'Sawmill and joinery making doors, windows and furniture of beech and oak for builders and retailers.',
    products: [
      product('441829', 'Solid oak doors', ['doors', 'oak', 'joinery'], 'Interior doors of solid oak with frames, made to measure.'),
      product('441819', 'Wooden windows', ['windows', 'joinery', 'timber'], 'Triple-glazed windows of laminated pine, energy class A.'),
      product('940360', 'Beech dining tables', ['furniture', 'tables', 'beech'], 'Dining tables of solid beech, oiled, in four sizes.'),
      product('440711', 'Sawn pine timber', ['timber', 'pine', 'sawn wood'], 'Kiln-dried sawn pine, 22 to 50 mm, for construction.'),
    ],
    services: [],
  },
  {
    word: 'Textil',
    types: ['1'],
    sectors: ['14.13', '14.14'],
    modules: chain,
    profile: 'Garment maker sewing for European brands under contract and under its own label.',
    products: [
      product('610910', 'Cotton T-shirts', ['T-shirts', 'cotton', 'apparel'], 'Combed cotton T-shirts, 160 g/m², printing on request.'),
      product('620342', 'Men’s cotton trousers', ['trousers', 'chinos', 'apparel'], 'Chino trousers of cotton twill, sizes 44 to 60.'),
      product('611030', 'Knitted pullovers', ['pullovers', 'knitwear'], 'Pullovers knitted on flat machines, minimum order 300 pieces.'),
    ],
    services: [
      service(
        '14.13',
        '40',
        'Cut, make and trim sewing',
        ['CMT', 'sewing', 'contract manufacturing'],
        'Sewing of outerwear from your fabric and patterns, 20,000 pieces a month.',
      ),
    ],
  },
  {
    word: 'Shoes',
    types: ['1'],
    sectors: ['15.20'],
    modules: chain,
    profile: 'Footwear factory making leather shoes for Italian and German brands.',
    products: [product('640399', 'Leather shoes', ['shoes', 'footwear', 'leather'], 'Men’s and women’s leather shoes, Goodyear welted.')],
    services: [
      service(
        '15.20',
        '40',
        'Shoe upper stitching',
        ['footwear', 'stitching', 'contract manufacturing'],
        'Stitching of uppers for brands, 2,000 pairs a day.',
      ),
    ],
  },
  {
    word: 'Metal',
    types: ['1'],
    sectors: ['25.11', '25.62'],
    modules: all,
    profile: 'Metalworking company with CNC machining, welding and steel structures for industry and construction.',
    products: [
      product(
        '730890',
        'Steel structures for halls',
        ['steel structures', 'halls', 'construction'],
        'Designed, made and assembled steel halls up to 40 m span.',
      ),
      product('731815', 'Bolts and screws', ['bolts', 'screws', 'fasteners'], 'Hot-dip galvanised bolts M8 to M36, to DIN standards.'),
    ],
    services: [
      service(
        '25.62',
        '40',
        'CNC machining',
        ['CNC', 'machining', 'turning', 'milling'],
        'Turning and milling of parts in series from 50 pieces.',
      ),
    ],
  },
  {
    word: 'Valves',
    types: ['1'],
    sectors: ['28.14'],
    modules: chain,
    profile: 'Maker of industrial valves and fittings for water supply, heating and the oil industry.',
    products: [
      product('848180', 'Ball valves', ['valves', 'ball valves', 'fittings'], 'Brass and steel ball valves DN15 to DN100.'),
      product('847989', 'Water treatment units', ['water treatment', 'machines'], 'Compact filtration units for municipal water works.'),
    ],
    services: [],
  },
  {
    word: 'Plast',
    types: ['1'],
    sectors: ['22.22'],
    modules: chain,
    profile: 'Injection moulding and film blowing of plastic packaging for food and industry.',
    products: [
      product('392310', 'Plastic crates', ['crates', 'packaging', 'plastic'], 'Stackable crates for fruit and vegetables, food grade.'),
      product('392321', 'Polyethylene bags', ['bags', 'packaging', 'polyethylene'], 'LDPE bags and film with up to six-colour printing.'),
    ],
    services: [],
  },
  {
    word: 'Elektro',
    types: ['1'],
    sectors: ['27.32'],
    modules: chain,
    profile: 'Maker of low-voltage cables and switchgear for buildings and the automotive industry.',
    products: [
      product('854449', 'Low-voltage cables', ['cables', 'wires', 'electrical'], 'Copper installation cables up to 1 kV, in 100 m coils.'),
      product(
        '853690',
        'Switchgear components',
        ['switchgear', 'electrical', 'terminals'],
        'Terminals and switching components for distribution boards.',
      ),
    ],
    services: [],
  },
  {
    word: 'Build',
    types: ['1', '3'],
    sectors: ['23.32', '23.61'],
    modules: market,
    profile: 'Producer of bricks, concrete blocks and building materials for the regional construction market.',
    products: [
      product('690410', 'Clay bricks', ['bricks', 'building materials', 'clay'], 'Hollow clay blocks for load-bearing walls.'),
      product(
        '681011',
        'Concrete blocks',
        ['concrete blocks', 'building materials'],
        'Concrete blocks and paving stones, delivered on pallets.',
      ),
      product('252329', 'Portland cement', ['cement', 'building materials'], 'CEM II cement in 25 kg bags and in bulk.'),
    ],
    services: [],
  },
  {
    word: 'Auto Parts',
    types: ['1'],
    sectors: ['29.32'],
    modules: all,
    profile: 'Tier 2 supplier of brake and chassis parts to European car makers, IATF 16949 certified.',
    products: [
      product('870830', 'Brake components', ['brakes', 'automotive', 'components'], 'Brake calipers and brackets machined from castings.'),
      product('870899', 'Chassis parts', ['automotive', 'chassis', 'stampings'], 'Stamped and welded chassis parts in series.'),
    ],
    services: [],
  },
  {
    word: 'Pharm',
    types: ['1'],
    sectors: ['21.20', '20.42'],
    modules: market,
    profile: 'Maker of generic medicines, herbal preparations and natural cosmetics.',
    products: [
      product(
        '300490',
        'Generic medicines',
        ['medicines', 'generics', 'pharmaceuticals'],
        'Tablets and syrups under licence, GMP certified plant.',
      ),
      product('330499', 'Natural face creams', ['cosmetics', 'creams', 'natural'], 'Creams with herbal extracts, private label possible.'),
      product('340111', 'Olive oil soap', ['soap', 'cosmetics', 'olive oil'], 'Cold-process soap bars of olive oil and herbs.'),
    ],
    services: [],
  },
  {
    word: 'Olive',
    types: ['1', '3'],
    sectors: ['10.41'],
    modules: market,
    profile: 'Olive grower and oil mill on the coast, also collecting wild medicinal herbs.',
    products: [
      product('150920', 'Extra virgin olive oil', ['olive oil', 'extra virgin'], 'Cold-pressed oil of local varieties, 0.5 l and 5 l.'),
      product(
        '121190',
        'Dried sage and herbs',
        ['herbs', 'sage', 'medicinal plants'],
        'Wild-collected sage, thyme and mountain tea, dried and cut.',
      ),
    ],
    services: [],
  },
  {
    word: 'Bakery',
    types: ['1'],
    sectors: ['10.71'],
    modules: market,
    profile: 'Industrial bakery supplying retail chains with bread, pastry and biscuits.',
    products: [
      product('190590', 'Frozen pastry', ['pastry', 'burek', 'bakery'], 'Frozen burek and pastry for baking in store.'),
      product('180690', 'Chocolate biscuits', ['biscuits', 'chocolate', 'confectionery'], 'Biscuits with milk chocolate, 200 g packs.'),
    ],
    services: [],
  },
  {
    word: 'Vegetables',
    types: ['1', '3'],
    sectors: ['10.39'],
    modules: chain,
    profile: 'Greenhouse grower and packer of tomatoes and peppers, and maker of ajvar.',
    products: [
      product('070200', 'Greenhouse tomatoes', ['tomatoes', 'vegetables', 'fresh'], 'Tomatoes from heated greenhouses, October to June.'),
      product('070960', 'Red peppers', ['peppers', 'vegetables', 'fresh'], 'Kapija red peppers for roasting and ajvar.'),
      product('200410', 'Frozen potato products', ['potatoes', 'frozen vegetables'], 'Pre-fried frozen potato wedges for catering.'),
    ],
    services: [],
  },
  {
    word: 'Home Textiles',
    types: ['1'],
    sectors: ['13.92'],
    modules: market,
    profile: 'Weaver of towels, bed linen and carpets of cotton and wool.',
    products: [
      product('630260', 'Cotton towels', ['towels', 'cotton', 'home textiles'], 'Terry towels of 500 g/m² for hotels and retail.'),
      product('570242', 'Woven carpets', ['carpets', 'rugs', 'home textiles'], 'Flat-woven carpets in traditional patterns.'),
    ],
    services: [],
  },
  {
    word: 'Soft',
    types: ['2'],
    sectors: ['62.01'],
    modules: all,
    profile: 'Software company building web and mobile applications for clients in the EU and the region.',
    products: [],
    services: [
      service(
        '62.01',
        '42',
        'Custom software development',
        ['software', 'web applications', 'outsourcing'],
        'Teams of developers for web and mobile projects, nearshore.',
      ),
      service(
        '62.01',
        '42',
        'ERP implementation',
        ['ERP', 'software', 'integration'],
        'Implementation and support of ERP systems for manufacturers.',
      ),
    ],
  },
  {
    word: 'Logistics',
    types: ['2'],
    sectors: ['49.41', '52.10'],
    modules: chain,
    profile: 'Road freight and warehousing company with its own fleet and a bonded warehouse.',
    products: [],
    services: [
      service(
        '49.41',
        '39',
        'Road freight transport',
        ['transport', 'freight', 'trucking'],
        'Full and part loads between the Western Balkans and the EU.',
      ),
      service(
        '52.10',
        '39',
        'Warehousing and distribution',
        ['warehousing', 'storage', 'distribution'],
        'Racked and cooled storage with customs clearance.',
      ),
    ],
  },
  {
    word: 'Consulting',
    types: ['2'],
    sectors: ['70.22', '69.20'],
    modules: market,
    profile: 'Business consultancy helping companies with EU funds, export strategy, accounting and tax.',
    products: [],
    services: [
      service(
        '70.22',
        '35',
        'Export market consulting',
        ['consulting', 'export', 'market entry'],
        'Market studies, partner search and export plans.',
      ),
      service(
        '69.20',
        '35',
        'Accounting and tax advice',
        ['accounting', 'tax', 'bookkeeping'],
        'Bookkeeping and tax advice for foreign-owned companies.',
      ),
    ],
  },
  {
    word: 'Engineering',
    types: ['2'],
    sectors: ['71.12'],
    modules: chain,
    profile: 'Engineering office designing industrial plants, energy systems and buildings.',
    products: [],
    services: [
      service(
        '71.12',
        '42',
        'Industrial plant design',
        ['engineering', 'design', 'industrial plants'],
        'Mechanical, electrical and process design to EU standards.',
      ),
    ],
  },
  {
    word: 'Tours',
    types: ['2'],
    sectors: ['79.12', '55.10'],
    modules: market,
    profile: 'Incoming tour operator and hotel group organising trips, conferences and business travel.',
    products: [],
    services: [
      service('79.12', '39', 'Incoming tours', ['tourism', 'tours', 'travel'], 'Round trips and city breaks for groups from the EU.'),
      service(
        '55.10',
        '43',
        'Business hotel accommodation',
        ['hotel', 'accommodation', 'conferences'],
        'Rooms and conference halls for business events.',
      ),
    ],
  },
  {
    word: 'Media',
    types: ['2'],
    sectors: ['73.11', '18.12', '74.30'],
    modules: market,
    profile: 'Advertising, printing and translation agency for exporters and international brands.',
    products: [],
    services: [
      service(
        '73.11',
        '35',
        'Advertising campaigns',
        ['advertising', 'marketing', 'campaigns'],
        'Campaigns in print, outdoor and online media.',
      ),
      service(
        '18.12',
        '40',
        'Offset and digital printing',
        ['printing', 'catalogues', 'packaging'],
        'Catalogues, labels and packaging printed in small and large runs.',
      ),
      service(
        '74.30',
        '41',
        'Translation and interpreting',
        ['translation', 'interpreting'],
        'Certified translation in all languages of the region, English and German.',
      ),
    ],
  },
];

export interface Economy {
  alpha2: string;
  /** The legal form after the name. */
  legalForm: string;
  cities: string[];
  /** Rivers, mountains and regions that companies there take their names from. */
  names: string[];
  phonePrefix: string;
  webDomain: string;
  ceos: string[];
}

export const economies: Economy[] = [
  {
    alpha2: 'RS',
    legalForm: 'd.o.o.',
    cities: ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak'],
    names: ['Morava', 'Drina', 'Šumadija', 'Fruška', 'Zlatibor', 'Timok', 'Srem', 'Banat', 'Kopaonik', 'Rudnik'],
    phonePrefix: '+381 11',
    webDomain: 'rs',
    ceos: ['Jelena Nikolić', 'Marko Stojanović', 'Ivana Đorđević', 'Stefan Ilić', 'Dragan Pavlović'],
  },
  {
    alpha2: 'ME',
    legalForm: 'd.o.o.',
    cities: ['Podgorica', 'Nikšić', 'Bar', 'Budva', 'Pljevlja'],
    names: ['Lovćen', 'Durmitor', 'Bojana', 'Zeta', 'Orjen', 'Komovi', 'Piva', 'Sinjajevina', 'Tara', 'Skadar'],
    phonePrefix: '+382 20',
    webDomain: 'me',
    ceos: ['Milena Vuković', 'Vuk Radović', 'Sanja Bošković', 'Nemanja Popović', 'Jovana Kalezić'],
  },
  {
    alpha2: 'BA',
    legalForm: 'd.o.o.',
    cities: ['Sarajevo', 'Banja Luka', 'Mostar', 'Tuzla', 'Zenica', 'Bihać'],
    names: ['Una', 'Neretva', 'Bosna', 'Vrbas', 'Trebević', 'Jahorina', 'Sana', 'Igman', 'Vlašić', 'Prenj'],
    phonePrefix: '+387 33',
    webDomain: 'ba',
    ceos: ['Amra Hodžić', 'Emir Begović', 'Selma Kovačević', 'Dario Jurić', 'Mirza Delić'],
  },
  {
    alpha2: 'MK',
    legalForm: 'DOOEL',
    cities: ['Skopje', 'Bitola', 'Ohrid', 'Tetovo', 'Štip', 'Kumanovo'],
    names: ['Vardar', 'Pelister', 'Šar', 'Treska', 'Babuna', 'Korab', 'Bregalnica', 'Galičica', 'Kozjak', 'Prespa'],
    phonePrefix: '+389 2',
    webDomain: 'mk',
    ceos: ['Elena Trajkovska', 'Goran Petrovski', 'Marija Stojanovska', 'Aleksandar Nikolovski', 'Ivana Georgievska'],
  },
  {
    alpha2: 'AL',
    legalForm: 'sh.p.k.',
    cities: ['Tirana', 'Durrës', 'Shkodër', 'Vlorë', 'Korçë', 'Elbasan'],
    names: ['Illyria', 'Drini', 'Vjosa', 'Dajti', 'Butrinti', 'Tomorri', 'Shkumbini', 'Osumi', 'Lura', 'Llogara'],
    phonePrefix: '+355 4',
    webDomain: 'al',
    ceos: ['Elira Hoxha', 'Arben Shehu', 'Blerta Gjoka', 'Dritan Leka', 'Anila Kola'],
  },
  {
    alpha2: 'XK',
    legalForm: 'L.L.C.',
    cities: ['Prishtina', 'Prizren', 'Peja', 'Gjakova', 'Ferizaj', 'Mitrovica'],
    names: ['Dardania', 'Sharri', 'Rugova', 'Ibri', 'Sitnica', 'Drenica', 'Mirusha', 'Nerodime', 'Lepenci', 'Gjeravica'],
    phonePrefix: '+383 38',
    webDomain: 'xk',
    ceos: ['Arta Krasniqi', 'Besnik Berisha', 'Vjosa Gashi', 'Driton Morina', 'Liridona Hyseni'],
  },
];
