import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSnippetPackage, SnippetPackage } from './support/readme-snippets/snippet-package';
import { typeCheckSnippets } from './support/readme-snippets/snippet-type-check';

// The answer types of the accounting calls, as a host app compiles them against the built package (its `exports`,
// `strict`, no `skipLibCheck`): an app's own `interface` types an answer (issue 23: TS2344, index signature), and
// the API's answer types come from `./accounting` and `./accounting/standalone`, not only from `./testing`.

/** A host's code with both flavours of the client: it must compile without a message. */
const TYPED_ANSWERS = `
import {
  AccountingAddress,
  AccountingApi,
  AccountingArticle,
  AccountingCompanyInfo,
  AccountingRelation,
  AccountingSalesOrder,
  AccountingSalesOrderLine,
} from '@vendor/nest-integrations/accounting';
import * as standalone from '@vendor/nest-integrations/accounting/standalone';

/** The app's own answer types, declared as interfaces (they have no index signature). */
interface CompanyInfo {
  naam: string;
  kvkNummer: string;
}
interface Relation {
  id: string;
  naam: string;
}

export async function ownTypes(api: AccountingApi, plain: standalone.AccountingApi): Promise<string[]> {
  const company: CompanyInfo = await api.getCompanyInfo<CompanyInfo>();
  const plainCompany: CompanyInfo = await plain.getCompanyInfo<CompanyInfo>();
  const relations: Relation[] = await api.getRelaties<Relation[]>({ $top: 10 });
  const created: Relation = await plain.createRelatie<Relation>({ naam: 'Jansen' });
  const read: Relation = await api.get<Relation>('/relaties/1');
  return [company.naam, plainCompany.kvkNummer, relations[0].naam, created.id, read.id];
}

export async function defaultTypes(api: AccountingApi, plain: standalone.AccountingApi): Promise<string[]> {
  const company: AccountingCompanyInfo = await api.getCompanyInfo();
  const address: AccountingAddress = company.adres;
  const plainCompany: standalone.AccountingCompanyInfo = await plain.getCompanyInfo();
  const relations: AccountingRelation[] = await api.getRelaties();
  const created: standalone.AccountingRelation = await plain.createRelatie({ naam: 'Jansen' });
  const articles: AccountingArticle[] = await api.getArtikelen();
  const order: AccountingSalesOrder = await api.createVerkooporder({ relatie: { id: created.id } });
  const line: AccountingSalesOrderLine | undefined = order.regels[0];
  const plainArticles: standalone.AccountingArticle[] = await plain.getArtikelen();
  const plainOrder: standalone.AccountingSalesOrder = await plain.createVerkooporder({});
  const plainLine: standalone.AccountingSalesOrderLine | undefined = plainOrder.regels[0];
  const plainAddress: standalone.AccountingAddress = plainCompany.adres;
  return [
    address.plaats,
    plainAddress.land,
    relations[0].naam,
    articles[0].artikelcode,
    line?.omschrijving ?? '',
    plainArticles[0].eenheid,
    plainLine?.omschrijving ?? '',
  ];
}
`;

/** A type argument that is no object: the check must refuse it, so a passing check means something. */
const NOT_AN_OBJECT = `
import { AccountingApi } from '@vendor/nest-integrations/accounting';

export function scalar(api: AccountingApi): Promise<string> {
  return api.getCompanyInfo<string>();
}
`;

describe('Accounting answer types (compiled as a host app against the built package)', () => {
  let pkg: SnippetPackage | undefined;
  let typedFile: string;
  let scalarFile: string;
  let messages: Map<string, string[]>;

  beforeAll(async () => {
    pkg = await createSnippetPackage();
    typedFile = join(pkg.snippetDir, 'typed-answers.ts');
    scalarFile = join(pkg.snippetDir, 'not-an-object.ts');
    writeFileSync(typedFile, TYPED_ANSWERS);
    writeFileSync(scalarFile, NOT_AN_OBJECT);
    const checked = typeCheckSnippets(pkg, [typedFile, scalarFile]);
    messages = new Map(
      [...checked.bySnippet].map(([file, found]) => [file, found.map((m) => `${m.line}: ${m.text}`)]),
    );
  }, 600_000);

  afterAll(() => pkg?.remove());

  it("types answers with the app's own interfaces, and by default with the types of ./accounting and ./accounting/standalone", () => {
    expect(messages.get(typedFile)).toEqual([]);
  });

  it('refuses a type argument that is not an object (TS2344)', () => {
    expect(messages.get(scalarFile)).toEqual([
      expect.stringMatching(/^5: TS2344: Type 'string' does not satisfy/),
    ]);
  });
});
