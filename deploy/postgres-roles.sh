#!/bin/sh
# Run once by the postgres image when it initialises an empty data directory
# (/docker-entrypoint-initdb.d): the two roles of "On a real PostgreSQL" in docs/running.md.
#
#   sabil_owner  owns the database sabil and every table in it, and runs the migrations
#                (the API's MIGRATION_DATABASE_URL). The API never serves as it.
#   sabil_api    what the API serves as (DATABASE_URL): owns nothing, may connect. After each
#                start's migrations, sabil_owner grants it rows of the tables (only SELECT and
#                INSERT on audit_event) and the sequences' next values, and the rows and functions
#                of the job queue's schema pgboss — nothing else.
#
# Neither is a superuser: the superuser (POSTGRES_USER) is for the operator alone.
set -eu

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  --set owner_password="$SABIL_OWNER_PASSWORD" --set api_password="$SABIL_API_PASSWORD" <<'SQL'
CREATE ROLE sabil_owner LOGIN PASSWORD :'owner_password';
CREATE ROLE sabil_api LOGIN PASSWORD :'api_password';
CREATE DATABASE sabil OWNER sabil_owner;
REVOKE ALL ON DATABASE sabil FROM PUBLIC;
GRANT CONNECT ON DATABASE sabil TO sabil_api;
\connect sabil
-- The default since PostgreSQL 15; said again for older servers: only the owner creates objects.
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
