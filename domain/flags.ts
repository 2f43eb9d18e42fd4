/**
 * The flag emoji of the clients table (spec part 1 section 9), by ISO code of
 * the countries table. A country outside the map shows a white flag.
 */
export const FLAG_EMOJI: Readonly<Record<string, string>> = {
  MT: '🇲🇹', // Malta
  CY: '🇨🇾', // Cipro
  AE: '🇦🇪', // Emirati Arabi Uniti
  RO: '🇷🇴', // Romania
  US: '🇺🇸', // Stati Uniti
  GB: '🇬🇧', // Regno Unito
  HK: '🇭🇰', // Hong Kong
  PT: '🇵🇹', // Portogallo
  IE: '🇮🇪', // Irlanda
  EE: '🇪🇪', // Estonia
  BG: '🇧🇬', // Bulgaria
  PL: '🇵🇱', // Polonia
  CZ: '🇨🇿', // Repubblica Ceca
  SK: '🇸🇰', // Slovacchia
  LT: '🇱🇹', // Lituania
};

export const WHITE_FLAG = '🏳️';

export function flagEmoji(isoCode: string | null | undefined): string {
  return (isoCode && FLAG_EMOJI[isoCode.toUpperCase()]) || WHITE_FLAG;
}
