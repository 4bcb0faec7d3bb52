// Country calling codes (ITU-T E.164) of countries whose numbers are dialled at home with a trunk 0 that the
// international form leaves out: UK 07700 900123 is +44 7700 900123. Facts from the ITU's list of national (trunk)
// prefixes; countries whose 0 stays in the international form (Italy: +39 06…), whose trunk prefix is not a lone 0
// (Hungary 06, Russia and Kazakhstan 8, the NANP's 1, Brazil's 0 with a carrier code) or that have none (Spain,
// Denmark, Norway, Poland, Portugal, Greece, Czechia…) are not listed.

const TRUNK_ZERO_CODES: ReadonlySet<string> = new Set([
  // Europe
  '31', '32', '33', '40', '41', '43', '44', '46', '49', '90', '353', '355', '358', '359', '373', '374', '380', '381',
  '385', '386', '387', '389', '421', '994', '995',
  // Africa
  '20', '27', '212', '213', '233', '234', '250', '251', '254', '255', '256', '260', '263',
  // Asia and the Pacific
  '60', '61', '62', '63', '64', '66', '81', '82', '84', '86', '91', '92', '93', '94', '95', '98', '855', '880', '886',
  '961', '962', '963', '964', '966', '971', '972', '977',
  // The Americas
  '51', '54', '58', '593',
]);

/**
 * The length of the trunk-0 country code a number written in international form starts with (2 or 3), else 0.
 * Country codes are prefix-free, so at most one matches.
 *
 * @example
 *   trunkZeroCountryCode('447700900123') // 2
 *   trunkZeroCountryCode('15550100123') // 0
 */
export function trunkZeroCountryCode(digits: string): number {
  if (TRUNK_ZERO_CODES.has(digits.slice(0, 2))) return 2;
  return TRUNK_ZERO_CODES.has(digits.slice(0, 3)) ? 3 : 0;
}
