import { type InterfaceLanguageCode, textsIn } from '@portal/contracts/codes/interface-languages';

/** The words of the country reports, in every interface language (English for any other). */
export interface CountryReportTexts {
  generatedOn: string;
  page: (n: number, of: number) => string;
  indicator: string;
  countryInfo: { title: string; subtitle: string; economy: string; portal: string };
  wb6Activity: { title: string; subtitle: string };
  population: (year: number) => string;
  gdp: (year: number) => string;
  gdpPerCapita: (year: number) => string;
  companiesPer100k: string;
  sections: { companies: string; sectors: string; offers: string; events: string; meetings: string };
  companies: string;
  verified: string;
  unverified: string;
  multinational: string;
  users: string;
  sectorsRepresented: string;
  topSector: string;
  productsSupply: string;
  productsDemand: string;
  servicesSupply: string;
  servicesDemand: string;
  events: string;
  upcomingEvents: string;
  meetingsAccepted: string;
  meetingsRequested: string;
  sources: { portal: string; meetings: string; worldBank: string; noMarketData: string };
}

const eng: CountryReportTexts = {
  generatedOn: 'Generated on',
  page: (n, of) => `Page ${n} of ${of}`,
  indicator: 'Indicator',
  countryInfo: {
    title: 'Country information',
    subtitle: 'The six Western Balkans economies: their size and their companies on the portal.',
    economy: 'Economy',
    portal: 'On the portal',
  },
  wb6Activity: {
    title: 'Report by WB6 country',
    subtitle: 'The six Western Balkans economies side by side: companies, sectors, offers, events and meetings on the portal.',
  },
  population: (year) => `Population (${year})`,
  gdp: (year) => `GDP, billion US$ (${year})`,
  gdpPerCapita: (year) => `GDP per inhabitant, US$ (${year})`,
  companiesPer100k: 'Verified companies per 100,000 inhabitants',
  sections: { companies: 'Companies', sectors: 'Sectors', offers: 'Offers', events: 'Events', meetings: 'Meetings' },
  companies: 'Companies registered',
  verified: 'Verified companies',
  unverified: 'Awaiting verification',
  multinational: 'Multinational companies',
  users: 'Active users',
  sectorsRepresented: 'Sectors represented',
  topSector: 'Most common sector',
  productsSupply: 'Products offered (supply)',
  productsDemand: 'Products sought (demand)',
  servicesSupply: 'Services offered (supply)',
  servicesDemand: 'Services sought (demand)',
  events: "Events of the economy's chamber",
  upcomingEvents: 'Of them current or upcoming',
  meetingsAccepted: 'B2B meetings agreed',
  meetingsRequested: 'B2B meetings requested, awaiting an answer',
  sources: {
    portal: 'Portal figures at the time of the report.',
    meetings: 'A meeting between companies of two economies counts in both.',
    worldBank: 'Population and GDP (current US$): World Bank, World Development Indicators (SP.POP.TOTL, NY.GDP.MKTP.CD).',
    noMarketData: 'The World Bank figures are not available on this installation.',
  },
};

const sr: CountryReportTexts = {
  generatedOn: 'Generisano',
  page: (n, of) => `Strana ${n} od ${of}`,
  indicator: 'Pokazatelj',
  countryInfo: {
    title: 'Informacije o zemljama',
    subtitle: 'Šest ekonomija Zapadnog Balkana: njihova veličina i njihove kompanije na portalu.',
    economy: 'Ekonomija',
    portal: 'Na portalu',
  },
  wb6Activity: {
    title: 'Izveštaj po zemljama WB6',
    subtitle: 'Šest ekonomija Zapadnog Balkana uporedo: kompanije, sektori, ponude, događaji i sastanci na portalu.',
  },
  population: (year) => `Broj stanovnika (${year})`,
  gdp: (year) => `BDP, milijardi US$ (${year})`,
  gdpPerCapita: (year) => `BDP po stanovniku, US$ (${year})`,
  companiesPer100k: 'Verifikovanih kompanija na 100.000 stanovnika',
  sections: { companies: 'Kompanije', sectors: 'Sektori', offers: 'Ponude', events: 'Događaji', meetings: 'Sastanci' },
  companies: 'Registrovane kompanije',
  verified: 'Verifikovane kompanije',
  unverified: 'Čekaju verifikaciju',
  multinational: 'Multinacionalne kompanije',
  users: 'Aktivni korisnici',
  sectorsRepresented: 'Zastupljeni sektori',
  topSector: 'Najčešći sektor',
  productsSupply: 'Ponuđeni proizvodi (ponuda)',
  productsDemand: 'Traženi proizvodi (potražnja)',
  servicesSupply: 'Ponuđene usluge (ponuda)',
  servicesDemand: 'Tražene usluge (potražnja)',
  events: 'Događaji komore te ekonomije',
  upcomingEvents: 'Od toga tekući ili predstojeći',
  meetingsAccepted: 'Dogovoreni B2B sastanci',
  meetingsRequested: 'Zatraženi B2B sastanci koji čekaju odgovor',
  sources: {
    portal: 'Podaci portala u trenutku izrade izveštaja.',
    meetings: 'Sastanak kompanija dve ekonomije računa se kod obe.',
    worldBank: 'Broj stanovnika i BDP (tekući US$): Svetska banka, World Development Indicators (SP.POP.TOTL, NY.GDP.MKTP.CD).',
    noMarketData: 'Podaci Svetske banke nisu dostupni na ovoj instalaciji.',
  },
};

const sq: CountryReportTexts = {
  generatedOn: 'Krijuar më',
  page: (n, of) => `Faqja ${n} nga ${of}`,
  indicator: 'Treguesi',
  countryInfo: {
    title: 'Informacione për vendet',
    subtitle: 'Gjashtë ekonomitë e Ballkanit Perëndimor: madhësia e tyre dhe kompanitë e tyre në portal.',
    economy: 'Ekonomia',
    portal: 'Në portal',
  },
  wb6Activity: {
    title: 'Raport sipas vendeve të WB6',
    subtitle: 'Gjashtë ekonomitë e Ballkanit Perëndimor krah për krah: kompani, sektorë, oferta, ngjarje dhe takime në portal.',
  },
  population: (year) => `Popullsia (${year})`,
  gdp: (year) => `PBB, miliardë US$ (${year})`,
  gdpPerCapita: (year) => `PBB për banor, US$ (${year})`,
  companiesPer100k: 'Kompani të verifikuara për 100.000 banorë',
  sections: { companies: 'Kompanitë', sectors: 'Sektorët', offers: 'Ofertat', events: 'Ngjarjet', meetings: 'Takimet' },
  companies: 'Kompani të regjistruara',
  verified: 'Kompani të verifikuara',
  unverified: 'Në pritje të verifikimit',
  multinational: 'Kompani shumëkombëshe',
  users: 'Përdorues aktivë',
  sectorsRepresented: 'Sektorë të përfaqësuar',
  topSector: 'Sektori më i shpeshtë',
  productsSupply: 'Produkte të ofruara (oferta)',
  productsDemand: 'Produkte të kërkuara (kërkesa)',
  servicesSupply: 'Shërbime të ofruara (oferta)',
  servicesDemand: 'Shërbime të kërkuara (kërkesa)',
  events: 'Ngjarjet e dhomës së ekonomisë',
  upcomingEvents: 'Prej tyre në vazhdim ose të ardhshme',
  meetingsAccepted: 'Takime B2B të dakorduara',
  meetingsRequested: 'Takime B2B të kërkuara, në pritje të përgjigjes',
  sources: {
    portal: 'Të dhënat e portalit në kohën e raportit.',
    meetings: 'Një takim mes kompanive të dy ekonomive numërohet te të dyja.',
    worldBank: 'Popullsia dhe PBB (US$ aktualë): Banka Botërore, World Development Indicators (SP.POP.TOTL, NY.GDP.MKTP.CD).',
    noMarketData: 'Të dhënat e Bankës Botërore nuk janë në dispozicion në këtë instalim.',
  },
};

const mk: CountryReportTexts = {
  generatedOn: 'Генерирано на',
  page: (n, of) => `Страница ${n} од ${of}`,
  indicator: 'Показател',
  countryInfo: {
    title: 'Информации за земјите',
    subtitle: 'Шесте економии на Западен Балкан: нивната големина и нивните компании на порталот.',
    economy: 'Економија',
    portal: 'На порталот',
  },
  wb6Activity: {
    title: 'Извештај по земјите од WB6',
    subtitle: 'Шесте економии на Западен Балкан една до друга: компании, сектори, понуди, настани и средби на порталот.',
  },
  population: (year) => `Број на жители (${year})`,
  gdp: (year) => `БДП, милијарди US$ (${year})`,
  gdpPerCapita: (year) => `БДП по жител, US$ (${year})`,
  companiesPer100k: 'Верификувани компании на 100.000 жители',
  sections: { companies: 'Компании', sectors: 'Сектори', offers: 'Понуди', events: 'Настани', meetings: 'Средби' },
  companies: 'Регистрирани компании',
  verified: 'Верификувани компании',
  unverified: 'Чекаат верификација',
  multinational: 'Мултинационални компании',
  users: 'Активни корисници',
  sectorsRepresented: 'Застапени сектори',
  topSector: 'Најчест сектор',
  productsSupply: 'Понудени производи (понуда)',
  productsDemand: 'Барани производи (побарувачка)',
  servicesSupply: 'Понудени услуги (понуда)',
  servicesDemand: 'Барани услуги (побарувачка)',
  events: 'Настани на комората на таа економија',
  upcomingEvents: 'Од нив тековни или претстојни',
  meetingsAccepted: 'Договорени B2B средби',
  meetingsRequested: 'Побарани B2B средби што чекаат одговор',
  sources: {
    portal: 'Податоци од порталот во времето на изработка на извештајот.',
    meetings: 'Средба меѓу компании од две економии се брои кај двете.',
    worldBank: 'Број на жители и БДП (тековни US$): Светска банка, World Development Indicators (SP.POP.TOTL, NY.GDP.MKTP.CD).',
    noMarketData: 'Податоците на Светска банка не се достапни на оваа инсталација.',
  },
};

const texts: Record<InterfaceLanguageCode, CountryReportTexts> = { eng, sr, sq, mk };
export const countryReportTexts = (languageId: number): CountryReportTexts => textsIn(texts, languageId);
