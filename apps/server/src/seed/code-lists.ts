import { CodeType, type CodeTypeValue } from '@portal/contracts/codes/code-types';

/**
 * The small code lists of spec-2 section 3, with English and Serbian (Latin) names.
 * NACE, HS and the chambers are loaded from ../shared/data and the countries.
 */
export interface CodeTypeDef {
  id: CodeTypeValue;
  modelName: string;
  titleId: string;
  isTree?: boolean;
  isEditable?: boolean;
}

export const codeTypeDefs: CodeTypeDef[] = [
  { id: CodeType.attendeeType, modelName: 'AttendeeTypes', titleId: 'codes.attendee_type' },
  { id: CodeType.prefix, modelName: 'Prefixes', titleId: 'codes.prefix' },
  { id: CodeType.companyType, modelName: 'CompanyTypes', titleId: 'codes.company_type' },
  { id: CodeType.module, modelName: 'Modules', titleId: 'codes.module', isEditable: false },
  { id: CodeType.activityClass, modelName: 'ActivityClassifications', titleId: 'codes.activity_class', isTree: true, isEditable: false },
  { id: CodeType.productClass, modelName: 'ProductClassifications', titleId: 'codes.product_class', isTree: true, isEditable: false },
  { id: CodeType.supplyChainPosition, modelName: 'SupplyChainPositions', titleId: 'codes.supply_chain_position' },
  { id: CodeType.eventTopic, modelName: 'EventTopics', titleId: 'codes.event_topic', isEditable: false },
  { id: CodeType.chamber, modelName: 'Chambers', titleId: 'codes.chamber' },
  { id: CodeType.sessionType, modelName: 'SessionTypes', titleId: 'codes.session_type' },
  { id: CodeType.serviceCategory, modelName: 'ServiceCategories', titleId: 'codes.service_category' },
  { id: CodeType.businessPartnerType, modelName: 'BusinessPartnerTypes', titleId: 'codes.business_partner_type' },
];

/** [code, English, Serbian] */
type Entry = [string, string, string];

export const codeLists: Record<number, Entry[]> = {
  [CodeType.attendeeType]: [
    ['1', 'Visitor', 'Posetilac'],
    ['2', 'Exhibitor', 'Izlagač'],
    ['3', 'Speaker', 'Govornik'],
    ['4', 'Organiser', 'Organizator'],
    ['5', 'Partner', 'Partner'],
    ['6', 'Media', 'Mediji'],
  ],
  [CodeType.prefix]: [
    ['1', 'Mr.', 'G.'],
    ['2', 'Mrs.', 'Gđa'],
    ['3', 'Ms.', 'Gđica'],
    ['4', 'Dr.', 'Dr'],
    ['5', 'Prof.', 'Prof.'],
  ],
  [CodeType.companyType]: [
    ['1', 'Production', 'Proizvodnja'],
    ['2', 'Service', 'Usluge'],
    ['3', 'Trade', 'Trgovina'],
  ],
  [CodeType.module]: [
    ['1', 'Business to business', 'Poslovanje između kompanija'],
    ['2', 'Event management', 'Upravljanje događajima'],
    ['3', 'Supply chain', 'Lanac snabdevanja'],
    ['4', 'Supply and demand', 'Ponuda i potražnja'],
  ],
  [CodeType.supplyChainPosition]: [
    ['1', 'Raw material supplier', 'Dobavljač sirovina'],
    ['2', 'Tier 2 supplier (parts and components)', 'Dobavljač drugog nivoa (delovi i komponente)'],
    ['3', 'Tier 1 supplier (systems and modules)', 'Dobavljač prvog nivoa (sistemi i moduli)'],
    ['4', 'Original equipment manufacturer', 'Proizvođač originalne opreme'],
    ['5', 'Distributor or wholesaler', 'Distributer ili veletrgovac'],
    ['6', 'Retailer', 'Maloprodaja'],
    ['7', 'Service provider', 'Pružalac usluga'],
  ],
  [CodeType.eventTopic]: [
    ['1', 'Trade and export', 'Trgovina i izvoz'],
    ['2', 'Investment', 'Investicije'],
    ['3', 'Innovation and technology', 'Inovacije i tehnologija'],
    ['4', 'Agriculture and food', 'Poljoprivreda i hrana'],
    ['5', 'Energy and environment', 'Energetika i životna sredina'],
    ['6', 'Tourism', 'Turizam'],
    ['7', 'Digital economy', 'Digitalna ekonomija'],
    ['8', 'Manufacturing and industry', 'Proizvodnja i industrija'],
  ],
  [CodeType.sessionType]: [
    ['1', 'Plenary', 'Plenarna sesija'],
    ['2', 'Panel discussion', 'Panel diskusija'],
    ['3', 'Workshop', 'Radionica'],
    ['4', 'Presentation', 'Prezentacija'],
    ['5', 'B2B meetings', 'B2B sastanci'],
    ['6', 'Networking', 'Umrežavanje'],
    ['7', 'Break', 'Pauza'],
  ],
  [CodeType.serviceCategory]: [
    ['1', 'Chemicals', 'Hemikalije'],
    ['2', 'Paints, varnishes and coatings', 'Boje, lakovi i premazi'],
    ['3', 'Cosmetics and cleaning preparations', 'Kozmetika i sredstva za čišćenje'],
    ['4', 'Industrial oils, lubricants and fuels', 'Industrijska ulja, maziva i goriva'],
    ['5', 'Pharmaceuticals and medical preparations', 'Farmaceutski i medicinski preparati'],
    ['6', 'Common metals and metal goods', 'Obični metali i metalna roba'],
    ['7', 'Machines and machine tools', 'Mašine i alatne mašine'],
    ['8', 'Hand tools and implements', 'Ručni alati i pribor'],
    ['9', 'Scientific, electronic and computer apparatus', 'Naučni, elektronski i računarski uređaji'],
    ['10', 'Medical and veterinary apparatus', 'Medicinski i veterinarski aparati'],
    ['11', 'Lighting, heating, cooling and sanitary apparatus', 'Uređaji za osvetljenje, grejanje, hlađenje i sanitarije'],
    ['12', 'Vehicles', 'Vozila'],
    ['13', 'Firearms, ammunition and fireworks', 'Vatreno oružje, municija i vatromet'],
    ['14', 'Precious metals, jewellery and watches', 'Plemeniti metali, nakit i satovi'],
    ['15', 'Musical instruments', 'Muzički instrumenti'],
    ['16', 'Paper, printed matter and stationery', 'Papir, štampani materijal i kancelarijski pribor'],
    ['17', 'Rubber, plastics and insulating materials', 'Guma, plastika i izolacioni materijali'],
    ['18', 'Leather goods, luggage and bags', 'Kožna galanterija, prtljag i torbe'],
    ['19', 'Non-metallic building materials', 'Nemetalni građevinski materijali'],
    ['20', 'Furniture and furnishings', 'Nameštaj i opremanje'],
    ['21', 'Household and kitchen utensils, glassware', 'Kućni i kuhinjski pribor, staklo'],
    ['22', 'Ropes, nets, tents and raw fibres', 'Užad, mreže, šatori i sirova vlakna'],
    ['23', 'Yarns and threads', 'Pređa i konac'],
    ['24', 'Textiles and textile goods', 'Tekstil i tekstilna roba'],
    ['25', 'Clothing, footwear and headwear', 'Odeća, obuća i pokrivala za glavu'],
    ['26', 'Lace, embroidery and haberdashery', 'Čipka, vez i galanterija'],
    ['27', 'Carpets and floor coverings', 'Tepisi i podne obloge'],
    ['28', 'Games, toys and sporting goods', 'Igre, igračke i sportska oprema'],
    ['29', 'Meat, fish, dairy and preserved foods', 'Meso, riba, mlečni proizvodi i konzervisana hrana'],
    ['30', 'Coffee, cereals, bakery and confectionery', 'Kafa, žitarice, pekarski i konditorski proizvodi'],
    ['31', 'Fresh agricultural and horticultural products', 'Sveži poljoprivredni i baštenski proizvodi'],
    ['32', 'Beers and non-alcoholic beverages', 'Piva i bezalkoholna pića'],
    ['33', 'Alcoholic beverages (except beers)', 'Alkoholna pića (osim piva)'],
    ['34', "Tobacco and smokers' articles", 'Duvan i pribor za pušače'],
    ['35', 'Advertising and business services', 'Oglašavanje i poslovne usluge'],
    ['36', 'Insurance, financial and real estate services', 'Osiguranje, finansijske usluge i nekretnine'],
    ['37', 'Construction, installation and repair', 'Građevinarstvo, instalacije i popravke'],
    ['38', 'Telecommunications', 'Telekomunikacije'],
    ['39', 'Transport, storage and travel', 'Transport, skladištenje i putovanja'],
    ['40', 'Treatment of materials and custom manufacturing', 'Obrada materijala i proizvodnja po narudžbini'],
    ['41', 'Education, training, entertainment and culture', 'Obrazovanje, obuka, zabava i kultura'],
    ['42', 'Scientific, technological and IT services', 'Naučne, tehnološke i IT usluge'],
    ['43', 'Food and drink services, temporary accommodation', 'Usluge hrane i pića, privremeni smeštaj'],
    ['44', 'Medical, beauty, agricultural services', 'Medicinske, kozmetičke i poljoprivredne usluge'],
    ['45', 'Legal, security and personal services', 'Pravne, bezbednosne i lične usluge'],
  ],
  [CodeType.businessPartnerType]: [
    ['1', 'Distributor', 'Distributer'],
    ['2', 'Importer', 'Uvoznik'],
    ['3', 'Exporter', 'Izvoznik'],
    ['4', 'Supplier', 'Dobavljač'],
    ['5', 'Manufacturer', 'Proizvođač'],
    ['6', 'Joint venture partner', 'Partner u zajedničkom ulaganju'],
    ['7', 'Investor', 'Investitor'],
    ['8', 'Agent or representative', 'Agent ili zastupnik'],
    ['9', 'Franchise partner', 'Partner za franšizu'],
    ['10', 'Service provider', 'Pružalac usluga'],
  ],
};

/** One national chamber per WB6 economy (the chamber code type), keyed by ISO alpha-2. */
export const chamberDefs: { alpha2: string; eng: string; sr: string }[] = [
  { alpha2: 'AL', eng: 'Union of Chambers of Commerce and Industry of Albania', sr: 'Unija privrednih i industrijskih komora Albanije' },
  { alpha2: 'BA', eng: 'Foreign Trade Chamber of Bosnia and Herzegovina', sr: 'Spoljnotrgovinska komora Bosne i Hercegovine' },
  { alpha2: 'XK', eng: 'Kosovo Chamber of Commerce', sr: 'Privredna komora Kosova' },
  { alpha2: 'ME', eng: 'Chamber of Economy of Montenegro', sr: 'Privredna komora Crne Gore' },
  { alpha2: 'MK', eng: 'Economic Chamber of North Macedonia', sr: 'Privredna komora Severne Makedonije' },
  { alpha2: 'RS', eng: 'Chamber of Commerce and Industry of Serbia', sr: 'Privredna komora Srbije' },
];

/** Larger cities of the WB6 economies, beyond the capitals that countries.csv gives. */
export const wb6Cities: Record<string, string[]> = {
  AL: ['Durrës', 'Vlorë', 'Shkodër', 'Elbasan', 'Korçë'],
  BA: ['Banja Luka', 'Tuzla', 'Zenica', 'Mostar', 'Bijeljina'],
  XK: ['Prizren', 'Peja', 'Gjakova', 'Mitrovica', 'Ferizaj'],
  ME: ['Nikšić', 'Bar', 'Budva', 'Herceg Novi', 'Pljevlja'],
  MK: ['Bitola', 'Kumanovo', 'Tetovo', 'Ohrid', 'Štip'],
  RS: ['Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Pančevo', 'Kraljevo'],
};

/** Event themes (predefined_themes): color1 is the header background, color2 its text; contrast ratio at least 4.5. */
export const predefinedThemeDefs = [
  { pkPredefinedThemeId: 1, name: 'Chamber blue', color1: '#1c4e80', color2: '#ffffff' },
  { pkPredefinedThemeId: 2, name: 'Forest', color1: '#1e5631', color2: '#ffffff' },
  { pkPredefinedThemeId: 3, name: 'Burgundy', color1: '#7a1f3d', color2: '#ffffff' },
  { pkPredefinedThemeId: 4, name: 'Graphite', color1: '#2f3640', color2: '#f5f6fa' },
  { pkPredefinedThemeId: 5, name: 'Sand', color1: '#f4e3c1', color2: '#3b2f1e' },
  { pkPredefinedThemeId: 6, name: 'Sky', color1: '#dbeafe', color2: '#1e3a8a' },
];
