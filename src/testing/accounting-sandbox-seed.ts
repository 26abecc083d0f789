import { seededUuid } from './seeded-uuid';

/** A postal address as the accounting API nests it. */
export interface AccountingAddress {
  /** The street. */
  straat: string;
  /** The house number. */
  huisnummer: string;
  /** The postal code. */
  postcode: string;
  /** The town. */
  plaats: string;
  /** ISO 3166-1 alpha-2 country code. */
  land: string;
}

/** The administration the API key belongs to, as `GET /companyInfo` answers it. */
export interface AccountingCompanyInfo {
  /** The administration's id. */
  administratieIdentifier: string;
  /** The company's name. */
  naam: string;
  /** The Chamber of Commerce (KVK) number. */
  kvkNummer: string;
  /** The VAT (BTW) number. */
  btwNummer: string;
  /** The bank account's IBAN. */
  iban: string;
  /** The company's email. */
  email: string;
  /** The company's address. */
  adres: AccountingAddress;
  /** Any further field is kept as given. */
  [field: string]: unknown;
}

/** A relation (customer or supplier). */
export interface AccountingRelation {
  /** The relation's id. */
  id: string;
  /** The relation's number. */
  relatiecode: number;
  /** The relation's name. */
  naam: string;
  /** What the relation is, e.g. `Klant` (customer). */
  relatiesoort: string[];
  /** The relation's email. */
  email?: string;
  /** The relation's phone number. */
  telefoon?: string;
  /** The Chamber of Commerce (KVK) number. */
  kvkNummer?: string;
  /** The address of the relation's establishment. */
  vestigingsAdres?: AccountingAddress;
  /** Any further field a client sends is kept as given. */
  [field: string]: unknown;
}

/** An article that sales order lines can refer to. */
export interface AccountingArticle {
  /** The article's id. */
  id: string;
  /** The article's code. */
  artikelcode: string;
  /** The article's description. */
  omschrijving: string;
  /** Sales price per unit, excluding VAT. */
  verkoopprijs: number;
  /** The unit the article is sold in. */
  eenheid: string;
  [field: string]: unknown;
}

/** One line of a sales order. */
export interface AccountingSalesOrderLine {
  /** The article the line sells (its `id`). */
  artikel?: {
    /** The article's id. */
    id: string;
  };
  /** The line's description. */
  omschrijving?: string;
  /** The quantity. */
  aantal?: number;
  /** The price per unit, excluding VAT. */
  stuksprijs?: number;
  /** `aantal * stuksprijs`, rounded to cents, when both are numbers. */
  totaal?: number;
  [field: string]: unknown;
}

/** A sales order. */
export interface AccountingSalesOrder {
  /** The order's id. */
  id: string;
  /** The relation the order is for (its `id`). */
  relatie: {
    /** The relation's id. */
    id: string;
  };
  /** The order's processing status. */
  procesStatus: string;
  /** The order's lines. */
  regels: AccountingSalesOrderLine[];
  /** The sum of the line totals, rounded to cents. */
  totaalExclusiefBtw: number;
  [field: string]: unknown;
}

/** Everything the accounting sandbox serves. */
export interface AccountingSandboxData {
  /** The administration (`GET /companyInfo`). */
  companyInfo: AccountingCompanyInfo;
  /** The relations (`/relaties`). */
  relaties: AccountingRelation[];
  /** The articles (`/artikelen`). */
  artikelen: AccountingArticle[];
  /** The sales orders (`/verkooporders`). */
  verkooporders: AccountingSalesOrder[];
}

const SEED_RELATIONS = [
  {
    naam: 'Bakkerij De Korenschoof',
    email: 'inkoop@korenschoof.example',
    telefoon: '030-1234567',
    kvkNummer: '30123456',
    vestigingsAdres: address('Oudegracht', '12', '3511 AB', 'Utrecht'),
  },
  {
    naam: "Café 't Hoekje",
    email: 'info@hoekje.example',
    vestigingsAdres: address('Markt', '3', '5611 EB', 'Eindhoven'),
  },
  {
    naam: 'Groothandel Van der Berg & Zn.',
    email: 'administratie@vanderberg.example',
    kvkNummer: '27123456',
    vestigingsAdres: address('Industrieweg', '100', '2712 LB', 'Zoetermeer'),
  },
  {
    naam: 'Fietsenmaker Jansen',
    telefoon: '050-7654321',
    vestigingsAdres: address('Herestraat', '45', '9711 LD', 'Groningen'),
  },
  {
    naam: 'Stichting Het Open Boek',
    email: 'penningmeester@openboek.example',
    vestigingsAdres: address('Breestraat', '8', '2311 CS', 'Leiden'),
  },
];

const SEED_ARTICLES = [
  { artikelcode: 'ART-001', omschrijving: 'Volkoren brood', verkoopprijs: 3.25, eenheid: 'stuk' },
  { artikelcode: 'ART-002', omschrijving: 'Koffiebonen 1 kg', verkoopprijs: 18.5, eenheid: 'zak' },
  { artikelcode: 'ART-003', omschrijving: 'Fietsband 28 inch', verkoopprijs: 24.95, eenheid: 'stuk' },
  { artikelcode: 'ART-004', omschrijving: 'Advies per uur', verkoopprijs: 85, eenheid: 'uur' },
];

/**
 * The seed, the same on every call: one company, five customer relations (`relatiecode` 1 to 5; the second one's
 * name has an apostrophe), four articles and one concept sales order for the first relation.
 */
export function createAccountingSeedData(): AccountingSandboxData {
  const relaties = SEED_RELATIONS.map((relation, index) => ({
    id: seededUuid(`relatie-${index + 1}`),
    relatiecode: index + 1,
    ...structuredClone(relation),
    relatiesoort: ['Klant'],
  }));
  const artikelen = SEED_ARTICLES.map((article) => ({
    id: seededUuid(`artikel-${article.artikelcode}`),
    ...article,
  }));
  return {
    companyInfo: {
      administratieIdentifier: seededUuid('administratie'),
      naam: 'Sandbox Handelsonderneming B.V.',
      kvkNummer: '12345678',
      btwNummer: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      email: 'boekhouding@sandbox-handel.example',
      adres: address('Stationsplein', '1', '1012 AB', 'Amsterdam'),
    },
    relaties,
    artikelen,
    verkooporders: [
      {
        id: seededUuid('verkooporder-1'),
        relatie: { id: relaties[0].id },
        procesStatus: 'Concept',
        datum: '2026-01-15',
        regels: [
          {
            artikel: { id: artikelen[0].id },
            omschrijving: 'Volkoren brood',
            aantal: 10,
            stuksprijs: 3.25,
            totaal: 32.5,
          },
          {
            artikel: { id: artikelen[1].id },
            omschrijving: 'Koffiebonen 1 kg',
            aantal: 2,
            stuksprijs: 18.5,
            totaal: 37,
          },
        ],
        totaalExclusiefBtw: 69.5,
      },
    ],
  };
}

function address(straat: string, huisnummer: string, postcode: string, plaats: string): AccountingAddress {
  return { straat, huisnummer, postcode, plaats, land: 'NL' };
}
