#!/bin/sh
# Writes the secrets docker-compose.yml mounts under /run/secrets (never committed: .gitignore).
# Each is made once; run again after deleting one to replace it. The services read them through
# their *_FILE variables (SESSION_SECRET_FILE, DATABASE_URL_FILE, POSTGRES_PASSWORD_FILE, ...).
set -eu
cd "$(dirname "$0")"
# The folder is the owner's only; the files inside are readable by the containers' own users
# (node, postgres), which compose maps to no host user.
chmod 700 .
umask 022

random() { head -c 48 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c 48; }

[ -s session_secret ] || random >session_secret
[ -s postgres_password ] || random >postgres_password
# The password in api's database URL is the one PostgreSQL was started with.
printf 'postgres://termin:%s@postgres:5432/termin' "$(cat postgres_password)" >database_url
echo "secrets in $(pwd): session_secret postgres_password database_url"
