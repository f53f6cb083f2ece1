#!/usr/bin/env bash
# `npm start` on the embedded defaults, as a newcomer runs it: it must answer /readyz and the web
# app, register and log in, and refuse a production start without secrets in one clear line.
set -euo pipefail
work=$(mktemp -d)
api_port=$((14000 + RANDOM % 500)); web_port=$((14500 + RANDOM % 500))
pid=""
cleanup() { [ -n "$pid" ] && kill -TERM -- -"$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

env -u DATABASE_URL -u TEST_DATABASE_URL DATA_DIR="$work/data" API_PORT=$api_port WEB_PORT=$web_port \
  setsid npm start >"$work/start.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  curl -fsS "http://localhost:$api_port/readyz" >/dev/null 2>&1 && curl -fsS "http://localhost:$web_port/" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/start.log"; echo "smoke: npm start exited"; exit 1; }
  sleep 1
done
curl -fsS "http://localhost:$api_port/readyz"; echo
curl -fsS "http://localhost:$web_port/config.js"
curl -fsS "http://localhost:$web_port/donor/login" | grep -q '<div id="root">'

# The body goes to a file of ours: `-o /dev/stderr` reopens a log file that stderr is redirected to,
# truncating it (the gate's whole log was lost that way).
register=$(curl -sS -o "$work/register.json" -w '%{http_code}' -X POST "http://localhost:$api_port/donor/register" \
  -H 'content-type: application/json' -d '{"fullname":"Smoke Donor","email":"smoke@example.org","password":"smoke-pass"}')
cat "$work/register.json"; echo
[ "$register" = 201 ] || { echo "smoke: register answered $register"; exit 1; }
login=$(curl -sS -X POST "http://localhost:$api_port/graphql" -H 'content-type: application/json' \
  -d '{"query":"mutation { login(role: DONOR, input: {email: \"smoke@example.org\", password: \"smoke-pass\"}) { token account { email } } }"}')
echo "$login" | grep -q '"email":"smoke@example.org"' || { echo "smoke: login answered $login"; exit 1; }
echo
echo "smoke: started, registered and logged in"

# A second API on the same DATA_DIR must refuse to start instead of silently losing writes.
if out=$(cd api && env -u DATABASE_URL DATA_DIR="$work/data" API_PORT=0 ../node_modules/.bin/node dist/main.js 2>&1); then
  echo "smoke: a second process opened the same DATA_DIR"; exit 1
fi
echo "$out" | grep -q 'in use by process' || { echo "smoke: unexpected: $out"; exit 1; }
echo "smoke: second process on the same DATA_DIR refused: $out"

kill -TERM -- -"$pid"; wait "$pid" 2>/dev/null || true; pid=""
# npm itself exits at once; the API finishes its requests and closes the database after it.
for _ in $(seq 1 30); do grep -q '"msg":"stopped"' "$work/start.log" && break; sleep 0.5; done
grep -q '"msg":"stopped"' "$work/start.log" || { tail -n 20 "$work/start.log"; echo "smoke: no graceful stop"; exit 1; }
echo "smoke: stopped gracefully"

if out=$(cd api && NODE_ENV=production ../node_modules/.bin/node dist/main.js 2>&1); then echo "smoke: production started without secrets"; exit 1; fi
[ "$(echo "$out" | wc -l)" = 1 ] && echo "$out" | grep -q 'JWT_SECRET is required' || { echo "smoke: unexpected: $out"; exit 1; }
echo "smoke: production without secrets refused: $out"
