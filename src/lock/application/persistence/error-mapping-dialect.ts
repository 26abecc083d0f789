import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/** What a driver's error becomes for the code above it (the same error, or another one to throw instead). */
export type DriverErrorMapping = (error: unknown) => unknown;

/**
 * The dialect with every error of its driver (opening, taking a connection, each statement, transaction control)
 * passed through `mapping` before it reaches the caller: the one place where a driver's errors are translated,
 * whatever query builder call made them.
 */
export function errorMappingDialect(dialect: Dialect, mapping: DriverErrorMapping): Dialect {
  return {
    createDriver: () => new ErrorMappingDriver(dialect.createDriver(), mapping),
    createQueryCompiler: (): QueryCompiler => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** A driver's connection whose statement errors are mapped; the driver gets its own connection back on release. */
class ErrorMappingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly mapping: DriverErrorMapping,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } catch (error) {
      throw this.mapping(error);
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class ErrorMappingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly mapping: DriverErrorMapping,
  ) {}

  async init(): Promise<void> {
    await this.mapped(() => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ErrorMappingConnection(await this.mapped(() => this.inner.acquireConnection()), this.mapping);
  }

  // Transaction control runs its statements through the connection given, so its errors are mapped there.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(connection, name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(
      connection instanceof ErrorMappingConnection ? connection.inner : connection,
    );
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private async mapped<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.mapping(error);
    }
  }
}
