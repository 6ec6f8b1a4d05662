// Creates and drops whole databases on a PostgreSQL server, for the runs that need one of their
// own (CI, the journeys' servers, the tests, the benchmarks). `url` names the database itself;
// the statements run from the server's `postgres` database.
import pg from 'pg';

async function onServer(url, statement) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const nameOf = (url) => pg.escapeIdentifier(decodeURIComponent(new URL(url).pathname.slice(1)));

/** Drops the database if it is there, whoever is still connected to it. */
export async function dropDatabase(url) {
  await onServer(url, `drop database if exists ${nameOf(url)} with (force)`);
}

/**
 * Drops every database whose name starts with `prefix`, on the server of `url`, whoever is still
 * connected to them (what a run's workers kept to the end).
 */
export async function dropDatabasesStartingWith(url, prefix) {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows)
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
  } finally {
    await client.end();
  }
}

/**
 * A new database under this name: empty, or a copy of the database at `template` (on the same
 * server, with nobody connected to it).
 */
export async function createDatabase(url, { template } = {}) {
  const copy = template ? ` template ${nameOf(template)}` : '';
  await onServer(url, `create database ${nameOf(url)}${copy}`);
}

/** createDatabase, after dropping a left-over one of the same name from an interrupted run. */
export async function recreateDatabase(url, options) {
  await dropDatabase(url);
  await createDatabase(url, options);
}
