import { NodeSqliteDatabase, nodeSqlite, withoutExperimentalSqliteWarning } from './node-sqlite-database';

describe('withoutExperimentalSqliteWarning', () => {
  let emitted: jest.SpyInstance;

  beforeEach(() => {
    emitted = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  });

  afterEach(() => {
    emitted.mockRestore();
  });

  it("holds back Node 22's warning for node:sqlite and no other, and answers what the load answers", () => {
    const answer = withoutExperimentalSqliteWarning(() => {
      process.emitWarning(
        'SQLite is an experimental feature and might change at any time',
        'ExperimentalWarning',
      );
      process.emitWarning('SQLite is an experimental feature and might change at any time', {
        type: 'ExperimentalWarning',
      });
      process.emitWarning(
        'VM Modules is an experimental feature and might change at any time',
        'ExperimentalWarning',
      );
      process.emitWarning('SQLite is an experimental feature, said someone else', 'DeprecationWarning');
      return 42;
    });

    expect(answer).toBe(42);
    expect(emitted.mock.calls).toEqual([
      ['VM Modules is an experimental feature and might change at any time', 'ExperimentalWarning'],
      ['SQLite is an experimental feature, said someone else', 'DeprecationWarning'],
    ]);
  });

  it('puts process.emitWarning back afterwards, also when the load throws', () => {
    const before = process.emitWarning;

    expect(() =>
      withoutExperimentalSqliteWarning(() => {
        throw new Error('no such module');
      }),
    ).toThrow('no such module');
    expect(process.emitWarning).toBe(before);
    process.emitWarning(
      'SQLite is an experimental feature and might change at any time',
      'ExperimentalWarning',
    );
    expect(emitted).toHaveBeenCalledTimes(1);
  });
});

const sqlite = nodeSqlite();
if (sqlite === undefined) {
  process.stderr.write(
    `Skipping NodeSqliteDatabase: Node.js ${process.version} has no node:sqlite (22.16+).\n`,
  );
}

(sqlite === undefined ? describe.skip : describe)(
  'NodeSqliteDatabase (node:sqlite in the shape of better-sqlite3)',
  () => {
    let database: NodeSqliteDatabase;

    beforeEach(() => {
      database = new NodeSqliteDatabase(new sqlite!.DatabaseSync(':memory:'));
      database.prepare('create table t (id integer primary key, name text unique)').run([]);
    });

    afterEach(() => {
      database.close();
    });

    it('a statement that answers rows is a reader: a select, a returning clause, a reporting pragma', () => {
      expect(database.prepare('select 1 as one').reader).toBe(true);
      expect(database.prepare('insert into t (name) values (?) returning id').reader).toBe(true);
      expect(database.prepare('pragma journal_mode').reader).toBe(true);
      expect(database.prepare('insert into t (name) values (?)').reader).toBe(false);
      expect(database.prepare('create table u (id integer)').reader).toBe(false);
    });

    it('takes its parameters as one array, answers changes and the row id, and rows as ordinary objects', () => {
      expect(database.prepare('insert into t (name) values (?)').run(['a'])).toEqual({
        changes: 1,
        lastInsertRowid: 1,
      });
      const rows = database.prepare('select id, name from t where name = ? and id = ?').all(['a', 1]);

      expect(rows).toStrictEqual([{ id: 1, name: 'a' }]);
      expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
      expect([...database.prepare('select name from t where id > ?').iterate([0])]).toStrictEqual([
        { name: 'a' },
      ]);
    });
  },
);
