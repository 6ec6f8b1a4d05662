/** The largest value of a PostgreSQL `integer` (record versions are stored as one): a larger one is refused on its field. */
export const MAX_STORED_INTEGER = 2_147_483_647;
