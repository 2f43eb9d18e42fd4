import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { clientAddressOf } from './client-address';

/** The client's address of a connection from `socket` carrying `forwardedFor`, under TRUST_PROXY=`setting`. */
function addressOf(setting: string | undefined, socket: string, forwardedFor?: string): string {
  const { env, problems } = parseEnv(setting === undefined ? {} : { TRUST_PROXY: setting });
  if (!env) throw new Error(problems);
  const request = { socket: { remoteAddress: socket }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } };
  return clientAddressOf(request as unknown as IncomingMessage, env.TRUST_PROXY);
}

describe('the client address under TRUST_PROXY', () => {
  it('unset or 0: the connection is the client, whatever X-Forwarded-For says', () => {
    for (const setting of [undefined, '', '0']) {
      expect(addressOf(setting, '203.0.113.7')).toBe('203.0.113.7');
      expect(addressOf(setting, '203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
      expect(addressOf(setting, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
    }
  });

  it('1: the address the one proxy saw; what the client wrote before it is ignored', () => {
    expect(addressOf('1', '127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // A client that sends its own header: the proxy appends the real address after it.
    expect(addressOf('1', '127.0.0.1', '10.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(addressOf('1', '127.0.0.1', '10.6.6.6,  10.7.7.7 , 198.51.100.1')).toBe('198.51.100.1');
    // No header (a request that reached the app directly): the connection.
    expect(addressOf('1', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('2: two proxies in a chain, the third address from the end is forged', () => {
    expect(addressOf('2', '10.0.0.2', '10.6.6.6, 198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
  });

  it('a list: only a connection from a listed address or range is believed, hop by hop', () => {
    expect(addressOf('127.0.0.1', '127.0.0.1', '10.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    // From an address not on the list, the header is someone's invention.
    expect(addressOf('127.0.0.1', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(addressOf('loopback, 10.0.0.0/8', '127.0.0.1', '10.6.6.6, 198.51.100.1, 10.0.0.5')).toBe('198.51.100.1');
    expect(addressOf('loopback', '::1', '2001:db8::1')).toBe('2001:db8::1');
    expect(addressOf('192.168.0.0/255.255.0.0', '192.168.1.1', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('an IPv4 client of an IPv6 socket is named as IPv4', () => {
    expect(addressOf(undefined, '::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(addressOf('loopback', '::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
  });
});

describe('TRUST_PROXY values refused at start', () => {
  it('anything but a number or addresses, ranges and proxy-addr names, in Italian', () => {
    for (const bad of ['true', '*', 'nginx', '10.0.0.0/33', '1.5', '127.0.0.1, tutti']) {
      expect(parseEnv({ TRUST_PROXY: bad }).problems).toBe(
        'Impostazioni non valide:\n  - TRUST_PROXY: TRUST_PROXY deve essere il numero di proxy davanti al server (es. 1 per un nginx sullo stesso computer) ' +
          `o l'elenco dei loro indirizzi separati da virgole (es. 127.0.0.1, 10.0.0.0/8; anche loopback, linklocal, uniquelocal) (trovato «${bad}»).`,
      );
    }
    expect(parseEnv({ TRUST_PROXY: ' 127.0.0.1 , ::1/128 ,uniquelocal' }).env?.TRUST_PROXY).toEqual(['127.0.0.1', '::1/128', 'uniquelocal']);
    expect(parseEnv({ TRUST_PROXY: '2' }).env?.TRUST_PROXY).toBe(2);
    expect(parseEnv({}).env?.TRUST_PROXY).toBe(0);
  });
});
