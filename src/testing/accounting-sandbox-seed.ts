import type { AccountingAddress } from '../accounting/interfaces/accounting-address.interface';
import type { AccountingArticle } from '../accounting/interfaces/accounting-article.interface';
import type { AccountingCompanyInfo } from '../accounting/interfaces/accounting-company-info.interface';
import type { AccountingRelation } from '../accounting/interfaces/accounting-relation.interface';
import type { AccountingSalesOrder } from '../accounting/interfaces/accounting-sales-order.interface';
import { seededUuid } from './seeded-uuid';

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
