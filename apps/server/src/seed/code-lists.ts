import { CodeType, type CodeTypeValue } from '@portal/contracts/codes/code-types';
import type { INTERFACE_LANGUAGES } from '@portal/contracts/codes/interface-languages';

/**
 * The small code lists of spec-2 section 3, named in every interface language (English, Serbian in
 * Latin script, Albanian, Macedonian in Cyrillic).
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

/** A name in each interface language, in INTERFACE_LANGUAGES' order (English, Serbian, Albanian, Macedonian). */
type StringEach<T extends readonly unknown[]> = { -readonly [K in keyof T]: string };
export type LanguageNames = StringEach<typeof INTERFACE_LANGUAGES>;
/** [code, then its names in every interface language] */
type Entry = [string, ...LanguageNames];

export const codeLists: Record<number, Entry[]> = {
  [CodeType.attendeeType]: [
    ['1', 'Visitor', 'Posetilac', 'Vizitor', 'Посетител'],
    ['2', 'Exhibitor', 'Izlagač', 'Ekspozues', 'Излагач'],
    ['3', 'Speaker', 'Govornik', 'Folës', 'Говорник'],
    ['4', 'Organiser', 'Organizator', 'Organizator', 'Организатор'],
    ['5', 'Partner', 'Partner', 'Partner', 'Партнер'],
    ['6', 'Media', 'Mediji', 'Media', 'Медиуми'],
  ],
  [CodeType.prefix]: [
    ['1', 'Mr.', 'G.', 'Z.', 'Г-дин'],
    ['2', 'Mrs.', 'Gđa', 'Znj.', 'Г-ѓа'],
    ['3', 'Ms.', 'Gđica', 'Znsh.', 'Г-ца'],
    ['4', 'Dr.', 'Dr', 'Dr.', 'Д-р'],
    ['5', 'Prof.', 'Prof.', 'Prof.', 'Проф.'],
  ],
  [CodeType.companyType]: [
    ['1', 'Production', 'Proizvodnja', 'Prodhim', 'Производство'],
    ['2', 'Service', 'Usluge', 'Shërbime', 'Услуги'],
    ['3', 'Trade', 'Trgovina', 'Tregti', 'Трговија'],
  ],
  [CodeType.module]: [
    ['1', 'Business to business', 'Poslovanje između kompanija', 'Biznes me biznes', 'Бизнис со бизнис'],
    ['2', 'Event management', 'Upravljanje događajima', 'Menaxhimi i ngjarjeve', 'Управување со настани'],
    ['3', 'Supply chain', 'Lanac snabdevanja', 'Zinxhiri i furnizimit', 'Синџир на снабдување'],
    ['4', 'Supply and demand', 'Ponuda i potražnja', 'Oferta dhe kërkesa', 'Понуда и побарувачка'],
  ],
  [CodeType.supplyChainPosition]: [
    ['1', 'Raw material supplier', 'Dobavljač sirovina', 'Furnitor i lëndëve të para', 'Добавувач на суровини'],
    [
      '2',
      'Tier 2 supplier (parts and components)',
      'Dobavljač drugog nivoa (delovi i komponente)',
      'Furnitor i nivelit të dytë (pjesë dhe komponentë)',
      'Добавувач од второ ниво (делови и компоненти)',
    ],
    [
      '3',
      'Tier 1 supplier (systems and modules)',
      'Dobavljač prvog nivoa (sistemi i moduli)',
      'Furnitor i nivelit të parë (sisteme dhe module)',
      'Добавувач од прво ниво (системи и модули)',
    ],
    [
      '4',
      'Original equipment manufacturer',
      'Proizvođač originalne opreme',
      'Prodhues i pajisjeve origjinale',
      'Производител на оригинална опрема',
    ],
    [
      '5',
      'Distributor or wholesaler',
      'Distributer ili veletrgovac',
      'Distributor ose shitës me shumicë',
      'Дистрибутер или трговец на големо',
    ],
    ['6', 'Retailer', 'Maloprodaja', 'Shitës me pakicë', 'Трговија на мало'],
    ['7', 'Service provider', 'Pružalac usluga', 'Ofrues shërbimesh', 'Давател на услуги'],
  ],
  [CodeType.eventTopic]: [
    ['1', 'Trade and export', 'Trgovina i izvoz', 'Tregti dhe eksport', 'Трговија и извоз'],
    ['2', 'Investment', 'Investicije', 'Investime', 'Инвестиции'],
    ['3', 'Innovation and technology', 'Inovacije i tehnologija', 'Inovacion dhe teknologji', 'Иновации и технологија'],
    ['4', 'Agriculture and food', 'Poljoprivreda i hrana', 'Bujqësi dhe ushqim', 'Земјоделство и храна'],
    ['5', 'Energy and environment', 'Energetika i životna sredina', 'Energji dhe mjedis', 'Енергетика и животна средина'],
    ['6', 'Tourism', 'Turizam', 'Turizëm', 'Туризам'],
    ['7', 'Digital economy', 'Digitalna ekonomija', 'Ekonomi digjitale', 'Дигитална економија'],
    ['8', 'Manufacturing and industry', 'Proizvodnja i industrija', 'Prodhim dhe industri', 'Производство и индустрија'],
  ],
  [CodeType.sessionType]: [
    ['1', 'Plenary', 'Plenarna sesija', 'Seancë plenare', 'Пленарна сесија'],
    ['2', 'Panel discussion', 'Panel diskusija', 'Diskutim në panel', 'Панел-дискусија'],
    ['3', 'Workshop', 'Radionica', 'Punëtori', 'Работилница'],
    ['4', 'Presentation', 'Prezentacija', 'Prezantim', 'Презентација'],
    ['5', 'B2B meetings', 'B2B sastanci', 'Takime B2B', 'B2B средби'],
    ['6', 'Networking', 'Umrežavanje', 'Rrjetëzim', 'Вмрежување'],
    ['7', 'Break', 'Pauza', 'Pushim', 'Пауза'],
  ],
  [CodeType.serviceCategory]: [
    ['1', 'Chemicals', 'Hemikalije', 'Kimikate', 'Хемикалии'],
    ['2', 'Paints, varnishes and coatings', 'Boje, lakovi i premazi', 'Bojëra, llaqe dhe veshje', 'Бои, лакови и премази'],
    [
      '3',
      'Cosmetics and cleaning preparations',
      'Kozmetika i sredstva za čišćenje',
      'Kozmetikë dhe preparate pastrimi',
      'Козметика и средства за чистење',
    ],
    [
      '4',
      'Industrial oils, lubricants and fuels',
      'Industrijska ulja, maziva i goriva',
      'Vajra industriale, lubrifikantë dhe karburante',
      'Индустриски масла, мазива и горива',
    ],
    [
      '5',
      'Pharmaceuticals and medical preparations',
      'Farmaceutski i medicinski preparati',
      'Preparate farmaceutike dhe mjekësore',
      'Фармацевтски и медицински препарати',
    ],
    [
      '6',
      'Common metals and metal goods',
      'Obični metali i metalna roba',
      'Metale të zakonshme dhe mallra metalike',
      'Обични метали и метални производи',
    ],
    ['7', 'Machines and machine tools', 'Mašine i alatne mašine', 'Makineri dhe vegla makinerie', 'Машини и алатни машини'],
    ['8', 'Hand tools and implements', 'Ručni alati i pribor', 'Vegla dore dhe pajisje', 'Рачни алати и прибор'],
    [
      '9',
      'Scientific, electronic and computer apparatus',
      'Naučni, elektronski i računarski uređaji',
      'Aparate shkencore, elektronike dhe kompjuterike',
      'Научни, електронски и компјутерски уреди',
    ],
    [
      '10',
      'Medical and veterinary apparatus',
      'Medicinski i veterinarski aparati',
      'Aparate mjekësore dhe veterinare',
      'Медицински и ветеринарни апарати',
    ],
    [
      '11',
      'Lighting, heating, cooling and sanitary apparatus',
      'Uređaji za osvetljenje, grejanje, hlađenje i sanitarije',
      'Pajisje ndriçimi, ngrohjeje, ftohjeje dhe sanitare',
      'Уреди за осветлување, греење, ладење и санитарии',
    ],
    ['12', 'Vehicles', 'Vozila', 'Automjete', 'Возила'],
    [
      '13',
      'Firearms, ammunition and fireworks',
      'Vatreno oružje, municija i vatromet',
      'Armë zjarri, municion dhe fishekzjarre',
      'Огнено оружје, муниција и огномет',
    ],
    [
      '14',
      'Precious metals, jewellery and watches',
      'Plemeniti metali, nakit i satovi',
      'Metale të çmuara, stoli dhe ora',
      'Благородни метали, накит и часовници',
    ],
    ['15', 'Musical instruments', 'Muzički instrumenti', 'Instrumente muzikore', 'Музички инструменти'],
    [
      '16',
      'Paper, printed matter and stationery',
      'Papir, štampani materijal i kancelarijski pribor',
      'Letër, materiale të shtypura dhe kancelari',
      'Хартија, печатени материјали и канцелариски прибор',
    ],
    [
      '17',
      'Rubber, plastics and insulating materials',
      'Guma, plastika i izolacioni materijali',
      'Gomë, plastikë dhe materiale izoluese',
      'Гума, пластика и изолациони материјали',
    ],
    [
      '18',
      'Leather goods, luggage and bags',
      'Kožna galanterija, prtljag i torbe',
      'Artikuj lëkure, bagazhe dhe çanta',
      'Кожна галантерија, багаж и торби',
    ],
    [
      '19',
      'Non-metallic building materials',
      'Nemetalni građevinski materijali',
      'Materiale ndërtimi jometalike',
      'Неметални градежни материјали',
    ],
    ['20', 'Furniture and furnishings', 'Nameštaj i opremanje', 'Mobilje dhe orendi', 'Мебел и опремување'],
    [
      '21',
      'Household and kitchen utensils, glassware',
      'Kućni i kuhinjski pribor, staklo',
      'Vegla shtëpiake dhe kuzhine, qelqurina',
      'Куќен и кујнски прибор, стакларија',
    ],
    [
      '22',
      'Ropes, nets, tents and raw fibres',
      'Užad, mreže, šatori i sirova vlakna',
      'Litarë, rrjeta, tenda dhe fibra të papërpunuara',
      'Јажиња, мрежи, шатори и сурови влакна',
    ],
    ['23', 'Yarns and threads', 'Pređa i konac', 'Fije dhe pe', 'Предиво и конец'],
    ['24', 'Textiles and textile goods', 'Tekstil i tekstilna roba', 'Tekstile dhe mallra tekstili', 'Текстил и текстилни производи'],
    [
      '25',
      'Clothing, footwear and headwear',
      'Odeća, obuća i pokrivala za glavu',
      'Veshje, këpucë dhe mbulesa koke',
      'Облека, обувки и капи',
    ],
    ['26', 'Lace, embroidery and haberdashery', 'Čipka, vez i galanterija', 'Dantella, qëndisje dhe galanteri', 'Чипка, вез и галантерија'],
    ['27', 'Carpets and floor coverings', 'Tepisi i podne obloge', 'Qilima dhe mbulesa dyshemeje', 'Теписи и подни облоги'],
    [
      '28',
      'Games, toys and sporting goods',
      'Igre, igračke i sportska oprema',
      'Lojëra, lodra dhe pajisje sportive',
      'Игри, играчки и спортска опрема',
    ],
    [
      '29',
      'Meat, fish, dairy and preserved foods',
      'Meso, riba, mlečni proizvodi i konzervisana hrana',
      'Mish, peshk, bulmet dhe ushqime të konservuara',
      'Месо, риба, млечни производи и конзервирана храна',
    ],
    [
      '30',
      'Coffee, cereals, bakery and confectionery',
      'Kafa, žitarice, pekarski i konditorski proizvodi',
      'Kafe, drithëra, produkte buke dhe ëmbëlsira',
      'Кафе, житарки, пекарски и кондиторски производи',
    ],
    [
      '31',
      'Fresh agricultural and horticultural products',
      'Sveži poljoprivredni i baštenski proizvodi',
      'Produkte të freskëta bujqësore dhe kopshtarie',
      'Свежи земјоделски и градинарски производи',
    ],
    ['32', 'Beers and non-alcoholic beverages', 'Piva i bezalkoholna pića', 'Birra dhe pije joalkoolike', 'Пиво и безалкохолни пијалаци'],
    [
      '33',
      'Alcoholic beverages (except beers)',
      'Alkoholna pića (osim piva)',
      'Pije alkoolike (përveç birrës)',
      'Алкохолни пијалаци (освен пиво)',
    ],
    ['34', "Tobacco and smokers' articles", 'Duvan i pribor za pušače', 'Duhan dhe artikuj për duhanpirës', 'Тутун и прибор за пушачи'],
    [
      '35',
      'Advertising and business services',
      'Oglašavanje i poslovne usluge',
      'Reklamim dhe shërbime biznesi',
      'Рекламирање и деловни услуги',
    ],
    [
      '36',
      'Insurance, financial and real estate services',
      'Osiguranje, finansijske usluge i nekretnine',
      'Sigurime, shërbime financiare dhe pasuri të paluajtshme',
      'Осигурување, финансиски услуги и недвижности',
    ],
    [
      '37',
      'Construction, installation and repair',
      'Građevinarstvo, instalacije i popravke',
      'Ndërtim, instalime dhe riparime',
      'Градежништво, инсталации и поправки',
    ],
    ['38', 'Telecommunications', 'Telekomunikacije', 'Telekomunikacion', 'Телекомуникации'],
    [
      '39',
      'Transport, storage and travel',
      'Transport, skladištenje i putovanja',
      'Transport, magazinim dhe udhëtime',
      'Транспорт, складирање и патувања',
    ],
    [
      '40',
      'Treatment of materials and custom manufacturing',
      'Obrada materijala i proizvodnja po narudžbini',
      'Përpunim materialesh dhe prodhim me porosi',
      'Обработка на материјали и производство по нарачка',
    ],
    [
      '41',
      'Education, training, entertainment and culture',
      'Obrazovanje, obuka, zabava i kultura',
      'Arsim, trajnim, argëtim dhe kulturë',
      'Образование, обука, забава и култура',
    ],
    [
      '42',
      'Scientific, technological and IT services',
      'Naučne, tehnološke i IT usluge',
      'Shërbime shkencore, teknologjike dhe IT',
      'Научни, технолошки и ИТ услуги',
    ],
    [
      '43',
      'Food and drink services, temporary accommodation',
      'Usluge hrane i pića, privremeni smeštaj',
      'Shërbime ushqimi dhe pijesh, akomodim i përkohshëm',
      'Услуги за храна и пијалаци, привремено сместување',
    ],
    [
      '44',
      'Medical, beauty, agricultural services',
      'Medicinske, kozmetičke i poljoprivredne usluge',
      'Shërbime mjekësore, kozmetike dhe bujqësore',
      'Медицински, козметички и земјоделски услуги',
    ],
    [
      '45',
      'Legal, security and personal services',
      'Pravne, bezbednosne i lične usluge',
      'Shërbime ligjore, sigurie dhe personale',
      'Правни, безбедносни и лични услуги',
    ],
  ],
  [CodeType.businessPartnerType]: [
    ['1', 'Distributor', 'Distributer', 'Distributor', 'Дистрибутер'],
    ['2', 'Importer', 'Uvoznik', 'Importues', 'Увозник'],
    ['3', 'Exporter', 'Izvoznik', 'Eksportues', 'Извозник'],
    ['4', 'Supplier', 'Dobavljač', 'Furnitor', 'Добавувач'],
    ['5', 'Manufacturer', 'Proizvođač', 'Prodhues', 'Производител'],
    [
      '6',
      'Joint venture partner',
      'Partner u zajedničkom ulaganju',
      'Partner në sipërmarrje të përbashkët',
      'Партнер во заедничко вложување',
    ],
    ['7', 'Investor', 'Investitor', 'Investitor', 'Инвеститор'],
    ['8', 'Agent or representative', 'Agent ili zastupnik', 'Agjent ose përfaqësues', 'Агент или застапник'],
    ['9', 'Franchise partner', 'Partner za franšizu', 'Partner françize', 'Партнер за франшиза'],
    ['10', 'Service provider', 'Pružalac usluga', 'Ofrues shërbimesh', 'Давател на услуги'],
  ],
};

/** One national chamber per WB6 economy (the chamber code type), keyed by ISO alpha-2. */
export const chamberDefs: { alpha2: string; names: LanguageNames }[] = [
  {
    alpha2: 'AL',
    names: [
      'Union of Chambers of Commerce and Industry of Albania',
      'Unija privrednih i industrijskih komora Albanije',
      'Bashkimi i Dhomave të Tregtisë dhe Industrisë së Shqipërisë',
      'Унија на стопанските и индустриските комори на Албанија',
    ],
  },
  {
    alpha2: 'BA',
    names: [
      'Foreign Trade Chamber of Bosnia and Herzegovina',
      'Spoljnotrgovinska komora Bosne i Hercegovine',
      'Dhoma e Tregtisë së Jashtme e Bosnjë e Hercegovinës',
      'Надворешнотрговска комора на Босна и Херцеговина',
    ],
  },
  {
    alpha2: 'XK',
    names: ['Kosovo Chamber of Commerce', 'Privredna komora Kosova', 'Oda Ekonomike e Kosovës', 'Стопанска комора на Косово'],
  },
  {
    alpha2: 'ME',
    names: [
      'Chamber of Economy of Montenegro',
      'Privredna komora Crne Gore',
      'Oda Ekonomike e Malit të Zi',
      'Стопанска комора на Црна Гора',
    ],
  },
  {
    alpha2: 'MK',
    names: [
      'Economic Chamber of North Macedonia',
      'Privredna komora Severne Makedonije',
      'Oda Ekonomike e Maqedonisë së Veriut',
      'Стопанска комора на Северна Македонија',
    ],
  },
  {
    alpha2: 'RS',
    names: [
      'Chamber of Commerce and Industry of Serbia',
      'Privredna komora Srbije',
      'Oda e Tregtisë dhe Industrisë e Serbisë',
      'Стопанска комора на Србија',
    ],
  },
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

/** Serbian names of cities whose English name differs (the rest read the same in both languages). */
export const citySrNames: Record<string, string> = {
  Belgrade: 'Beograd',
  Pristina: 'Priština',
  Skopje: 'Skoplje',
  Durrës: 'Drač',
  Shkodër: 'Skadar',
  Vlorë: 'Valona',
  Peja: 'Peć',
  Gjakova: 'Đakovica',
  Mitrovica: 'Kosovska Mitrovica',
  Ferizaj: 'Uroševac',
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
